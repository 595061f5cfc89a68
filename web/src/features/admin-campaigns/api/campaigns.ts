import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { getDocumented, postDocumented, type Schemas } from '@/lib/api-contract';
import { ADMIN_QUERY_META, adminKeys } from '@/lib/admin/keys';
import { merchandisingKeys } from '@/lib/merchandising/merchandising';

/** A campaign as the admin lists it (`GET /api/admin/campaigns`). */
export type AdminCampaign = Schemas['CampaignJson'];
/** The body of a create. */
export type CampaignForm = Schemas['CampaignForm'];

export const campaignKeys = {
  all: [...adminKeys.all, 'campaigns'] as const,
};

export function getCampaigns(signal?: AbortSignal): Promise<AdminCampaign[]> {
  return getDocumented('/api/admin/campaigns', { signal }).then((list) => list.campaigns);
}

export const campaignsQueryOptions = () =>
  queryOptions({ queryKey: campaignKeys.all, queryFn: ({ signal }) => getCampaigns(signal), meta: ADMIN_QUERY_META });

export function useCampaigns() {
  return useQuery(campaignsQueryOptions());
}

/** `POST /api/admin/campaigns`; the list, the claims and every product listing are fetched again. */
export function useCreateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignForm) => postDocumented('/api/admin/campaigns', { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
      void queryClient.invalidateQueries({ queryKey: merchandisingKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
