import { UploadImageScreen } from '@/features/admin-products/components/upload-image-screen';

/** /upload-img (admin only). */
export default function UploadImageRoute() {
  return <UploadImageScreen />;
}
