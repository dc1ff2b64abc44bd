import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';
import { isStoredImageName, newImageName } from './image-name';
import type { ImageStore } from './image-store';

const PREFIX = 'uploads/';

export function createS3ImageStore(config: S3Config): ImageStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    // MinIO, Garage and most self-hosted S3 servers only understand /<bucket>/<key> URLs.
    forcePathStyle: config.endpoint !== undefined,
    // Without explicit keys the SDK's own chain applies (instance roles, AWS_* variables).
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
  });
  const urlPrefix = `${config.publicUrl}/${PREFIX}`;

  return {
    kind: 's3',
    async save(data) {
      const name = newImageName();
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: `${PREFIX}${name}`,
          Body: data,
          ContentType: 'image/webp',
          // A name is never reused for other bytes, so caches may keep it for good.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return `${urlPrefix}${name}`;
    },
    isOwnUrl(url) {
      return url.startsWith(urlPrefix) && isStoredImageName(url.slice(urlPrefix.length));
    },
  };
}
