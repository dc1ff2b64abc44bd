// What the app, the other modules and the scripts may use of wishlist; every other file in this folder is
// the module's own (docs/decisions/044-modules-meet-through-their-index.md).

export { wishlistModule } from './wishlist.module';
