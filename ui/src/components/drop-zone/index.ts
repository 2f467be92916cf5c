export {
  acceptsFile,
  checkFiles,
  type FileLimits,
  type FileRejection,
  type FileRejectionReason,
  formatFileSize,
} from './check-files.ts';
export { DropZone, type DropZoneProps, defaultRejectionMessage } from './drop-zone.tsx';
export {
  DropZonePreview,
  type DropZonePreviewProps,
  DropZonePreviews,
  type DropZonePreviewsProps,
  useObjectUrl,
} from './drop-zone-preview.tsx';
export { dropZoneVariants } from './drop-zone-variants.ts';
