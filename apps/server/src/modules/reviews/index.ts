// What the app, the other modules and the scripts may use of reviews; every other file in this folder is
// the module's own (docs/decisions/044-modules-meet-through-their-index.md).

export { reviewsModule } from './reviews.module';
// For the stats module's fit report, which joins it to products and returns in one query.
export { fitAnswersByProduct } from './reviews.queries';
export {
  addDemoReviews,
  countReviews,
  countReviewsOfUser,
  dropReviewsOf,
  reviewSnippet,
} from './reviews.service';
