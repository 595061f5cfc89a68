import { UploadImageScreen } from '@/features/admin/components/upload-image-screen';

/** /upload-img (admin only). */
export default function UploadImageRoute() {
  return <UploadImageScreen />;
}
