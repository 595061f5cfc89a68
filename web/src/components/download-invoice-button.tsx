import { Button } from './ui/button';
import { useToast } from './ui/toast';

import { INVOICE_FAILED_MESSAGE, useDownloadInvoice, type InvoiceAudience } from '@/lib/orders/download-invoice';

type Props = {
  order: { id: string; public_id: string };
  audience: InvoiceAudience;
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'sm' | 'md';
};

/** 'Download PDF': the order's tax invoice, saved as `invoice-<order number>.pdf`. */
export function DownloadInvoiceButton({ order, audience, variant = 'secondary', size = 'sm' }: Props) {
  const download = useDownloadInvoice(audience);
  const { toast } = useToast();
  return (
    <Button
      variant={variant}
      size={size}
      loading={download.isPending}
      loadingLabel="Preparing PDF"
      onClick={() =>
        download.mutate(
          { id: order.id, publicId: order.public_id },
          { onError: () => toast({ type: 'error', message: INVOICE_FAILED_MESSAGE }) },
        )
      }
    >
      Download PDF
    </Button>
  );
}
