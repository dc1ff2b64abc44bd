// What the app, the other modules and the scripts may use of reports; every other file in this folder
// is the module's own (docs/decisions/044-modules-meet-through-their-index.md).
export { reportsModule } from './reports.module';
