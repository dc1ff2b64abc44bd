// What the app, the other modules and the scripts may use of users; every other file in this folder is
// the module's own (docs/decisions/044-modules-meet-through-their-index.md).
export { writeAdminPasswordFile } from './admin-password-file';
// For size advice, which reads a shopper's measurements with the rest of their evidence at once.
export { bodyMeasurementsJson } from './measurements/measurements.queries';
export { usersModule } from './users.module';
export {
  addDemoAccounts,
  authorsOf,
  checkPassword,
  countUsers,
  ensureFirstAdmin,
  findUserByEmail,
  findUserById,
  firstAdminEmail,
  hashNewPassword,
  profilePicturesAmong,
  registerUser,
  storePasswordHash,
  toPublicUser,
  type UserRow,
} from './users.service';
