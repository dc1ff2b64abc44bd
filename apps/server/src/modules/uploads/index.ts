// What the app, the other modules and the scripts may use of uploads; every other file in this folder is
// the module's own (docs/decisions/044-modules-meet-through-their-index.md).
export type { ImageStore, UploadNamesQuery } from './image-store';
export { reencodeImageDataUrl, UPLOAD_MESSAGES } from './image-upload.service';
export { createLocalImageStore } from './local-image-store';
export { createS3ImageStore, type S3Config } from './s3-image-store';
export {
  collectUnusedUploads,
  DEFAULT_UPLOAD_GRACE_SECONDS,
  UNUSED_UPLOADS_EVERY_MS,
} from './unused-uploads.service';
export { uploadsModule } from './uploads.module';
