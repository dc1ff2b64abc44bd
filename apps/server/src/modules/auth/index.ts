// What the app, the other modules and the scripts may use of auth; every other file in this folder is
// the module's own (docs/decisions/044-modules-meet-through-their-index.md).

export { authModule } from './auth.module';
export { registerSessions } from './session.plugin';
export { endAllSessions } from './session.service';
