// What the app, the other modules and the scripts may use of contact; every other file in this folder is
// the module's own (docs/decisions/044-modules-meet-through-their-index.md).
export { contactModule } from './contact.module';
