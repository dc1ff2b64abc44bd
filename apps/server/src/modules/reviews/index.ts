// What the app, the other modules and the scripts may use of reviews; every other file in this folder is
// the module's own (docs/decisions/044-modules-meet-through-their-index.md).

export { reviewsModule } from './reviews.module';
export {
  addDemoReviews,
  countReviews,
  countReviewsOfUser,
  dropReviewsOf,
  reviewSnippet,
} from './reviews.service';
