import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@/components/ui/spinner';
import { adminApiPaths } from '@/config/area-api-paths';
import { fetchFile } from '@/lib/api-documents';

/** A Blob as a `data:` address: nothing to revoke, dropped with the query's cache. */
async function dataUrlOf(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  // In slices: a spread of a whole photo's bytes overflows the call stack's arguments.
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return `data:${blob.type || 'image/webp'};base64,${btoa(binary)}`;
}

/**
 * A delivery photo as an address the page can show: the file is the admin's to read only, so it
 * is fetched with the session's token (an `<img src>` to the API cannot send it).
 */
export function useDeliveryPhoto(photoId: string | null) {
  return useQuery({
    queryKey: ['admin', 'delivery-photos', photoId],
    queryFn: async () => dataUrlOf(await fetchFile(adminApiPaths.deliveryPhoto(photoId ?? ''))),
    enabled: photoId !== null,
    // A photo never changes once taken.
    staleTime: Infinity,
  });
}

/**
 * A photo a courier took at a door (a PIN exception's hand-over, a missed delivery), read with
 * the admin's session; it opens full size in a new tab.
 */
export function DeliveryPhoto({ photoId, alt }: { photoId: string; alt: string }) {
  const { t } = useLingui();
  const photo = useDeliveryPhoto(photoId);
  const url = photo.data;
  if (photo.isError)
    return (
      <p className="text-sm text-cherry-700">
        <Trans>The photo could not be loaded.</Trans>
      </p>
    );
  if (!url) return <Spinner label={t`Loading the photo…`} />;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="block shrink-0">
      <img src={url} alt={alt} className="h-32 w-44 rounded-xl border border-espresso-100 object-cover" />
    </a>
  );
}
