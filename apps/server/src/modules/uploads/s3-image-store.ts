import { whenNeeded } from '../../lib/process/load-when-needed';
import { isStoredImageName, newImageName } from './image-name';
import type { ImageStore, StoredImage } from './image-store';

const PREFIX = 'uploads/';
/** The most keys S3 lists in one answer, and deletes in one request. */
const PAGE = 1000;

/** The AWS SDK loads only for a shop that keeps its pictures in a bucket (docs/decisions/038). */
const awsS3 = whenNeeded<typeof import('@aws-sdk/client-s3')>('@aws-sdk/client-s3');
/** Where the shop keeps its images when they live in an S3 bucket (S3_BUCKET and the rest). */
export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Where the stored images are read from by browsers (a CDN or the bucket's public URL). */
  publicUrl: string;
}

export function createS3ImageStore(config: S3Config): ImageStore {
  const { DeleteObjectsCommand, ListObjectsV2Command, PutObjectCommand, S3Client } = awsS3();
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
    async *list() {
      let token: string | undefined;
      do {
        const answer = await client.send(
          new ListObjectsV2Command({
            Bucket: config.bucket,
            Prefix: PREFIX,
            MaxKeys: PAGE,
            ContinuationToken: token,
          }),
        );
        const page: StoredImage[] = [];
        for (const object of answer.Contents ?? []) {
          const name = object.Key?.slice(PREFIX.length) ?? '';
          // Only what save() writes: anything else under uploads/ is someone else's.
          if (isStoredImageName(name) && object.LastModified)
            page.push({ name, savedAt: object.LastModified });
        }
        yield page;
        token = answer.IsTruncated ? answer.NextContinuationToken : undefined;
      } while (token);
    },
    async remove(names) {
      const ours = names.filter(isStoredImageName);
      for (let at = 0; at < ours.length; at += PAGE) {
        const answer = await client.send(
          new DeleteObjectsCommand({
            Bucket: config.bucket,
            Delete: {
              Objects: ours.slice(at, at + PAGE).map((name) => ({ Key: `${PREFIX}${name}` })),
              // Only failures come back: a thousand "deleted" entries say nothing.
              Quiet: true,
            },
          }),
        );
        // S3 answers 200 even when some keys were refused; each refusal is listed.
        const [failed] = answer.Errors ?? [];
        if (failed) {
          throw new Error(
            `S3 refused to delete ${failed.Key ?? 'an image'}: ${failed.Code ?? ''} ${failed.Message ?? ''}`.trim(),
          );
        }
      }
    },
  };
}
