import { CampaignsScreen } from '@/features/admin-campaigns/components/campaigns-screen';

/** /admin/campaigns (admin only). */
export default function AdminCampaignsRoute() {
  return <CampaignsScreen />;
}
