// The uploads feature's face: the one-image uploader and attaching a payment screenshot, for checkout, orders, preorders and admin.
export { ScreenshotUploader, type UploadedFile } from './screenshot-uploader.tsx';
export { AttachedNote, useAttachScreenshot } from './use-attach-screenshot.tsx';
