import { useDeliverySettings, type DeliverySettings } from '@/lib/delivery';
import { formatKsh } from '@/lib/format';

type Zone = DeliverySettings['zones'][number];

/** '1-3 business days', 'next business day'. */
export function businessDays(min: number, max: number): string {
  if (max <= 1 && min <= 1) return 'next business day';
  return min === max ? `${max} business days` : `${min}-${max} business days`;
}

/** 'KSh 500 up to 100 kg, KSh 1,500 up to 250 kg, KSh 3,000 above'. */
export function bandsText(zone: Zone): string {
  return zone.bands
    .map((band) => (band.upToKg == null ? `${formatKsh(band.fee)} above` : `${formatKsh(band.fee)} up to ${band.upToKg} kg`))
    .join(', ');
}

/**
 * The shipping policy's table of the zones as the admin set them (`GET /api/settings/delivery`):
 * the counties, the standard window and fee by weight with the free-delivery rule, express where
 * offered; then the pickup points.
 */
export function DeliveryZonesTable() {
  const settings = useDeliverySettings();
  if (!settings.data || !Array.isArray(settings.data.zones)) {
    return <p>{settings.isError ? 'The delivery zones could not be loaded; checkout shows the fee for your county.' : 'Loading the delivery zones…'}</p>;
  }
  const { zones, pickupPoints } = settings.data;
  return (
    <>
      <div className="tableWrap">
        <table data-testid="delivery-zones">
          <caption className="visually-hidden">Delivery zones</caption>
          <thead>
            <tr>
              <th scope="col">Zone</th>
              <th scope="col">Standard delivery</th>
              <th scope="col">Express</th>
            </tr>
          </thead>
          <tbody>
            {zones.map((zone) => (
              <tr key={zone.name}>
                <td>
                  <strong>{zone.name}</strong>
                  <br />
                  {zone.counties.length > 8 ? `${zone.counties.length} counties` : zone.counties.join(', ')}
                </td>
                <td>
                  {businessDays(zone.minDays, zone.maxDays)}; {bandsText(zone)}
                  {zone.freeFrom != null ? `; free from ${formatKsh(zone.freeFrom)}` : '; never free'}
                </td>
                <td>{zone.express ? `${formatKsh(zone.expressFee)}, ${businessDays(zone.expressMinDays, zone.expressMaxDays)}` : 'Not offered'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pickupPoints.length > 0 && (
        <ul data-testid="pickup-points">
          {pickupPoints.map((point) => (
            <li key={point.code}>
              <strong>{point.name}</strong> ({point.county}): {point.address}, {point.hours}.{' '}
              {point.fee === 0 ? 'Free' : formatKsh(point.fee)}, ready{' '}
              {point.readyDays <= 1 ? 'the next business day' : `in ${businessDays(point.readyDays, point.readyDays)}`}.
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
