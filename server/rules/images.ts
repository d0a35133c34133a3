// Question images (attachments, and the images a Moodle file brings): one list of types and one size limit for
// the server, which decides, and the SPA, which says so before an upload.

/** The largest image a course may store. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageType = { mediaType: string; extension: string };

/** The image types attachments accept, as a file picker's `accept`. */
export const IMAGE_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** The image type by the file's first bytes (PNG, JPEG, GIF, WebP); the name and the declared type are not trusted. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mediaType: 'image/png', extension: 'png' };
  if (starts([0xff, 0xd8, 0xff])) return { mediaType: 'image/jpeg', extension: 'jpg' };
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) {
    return { mediaType: 'image/gif', extension: 'gif' };
  }
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return { mediaType: 'image/webp', extension: 'webp' };
  return null;
}
