import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ProductPhoto,
  type ProductPhotoUpdate,
  ProductPhotosResponseSchema,
} from '@ikawa/contracts/product-photos';
import { adminApiPaths } from '@/config/area-api-paths';
import { api } from '@/lib/api-client';
import { sendForm, type UploadOptions } from '@/lib/upload';
import { invalidateProductViews } from './invalidate';

/**
 * A product's photos. Each call answers the product's photos in their order,
 * which the photo manager shows as they are; the shop's and the admin's lists are refreshed.
 */
export function uploadProductPhoto(
  productId: string,
  file: File,
  alt: string,
  options: UploadOptions = {},
): Promise<ProductPhoto[]> {
  const form = new FormData();
  // The alt text before the file: the server reads the fields that come before it.
  form.append('alt', alt);
  form.append('file', file);
  return sendForm(
    'POST',
    adminApiPaths.productPhotos(productId),
    form,
    ProductPhotosResponseSchema,
    options,
  ).then((answer) => answer.data);
}

export async function updateProductPhoto(
  productId: string,
  photoId: string,
  change: ProductPhotoUpdate,
): Promise<ProductPhoto[]> {
  const answer = await api.patch(
    adminApiPaths.productPhoto(productId, photoId),
    change,
    ProductPhotosResponseSchema,
  );
  return answer.data;
}

export async function deleteProductPhoto(productId: string, photoId: string): Promise<ProductPhoto[]> {
  const answer = await api.delete(
    adminApiPaths.productPhoto(productId, photoId),
    ProductPhotosResponseSchema,
  );
  return answer.data;
}

type PhotoChange =
  | { kind: 'upload'; file: File; alt: string; onProgress?: (fraction: number) => void }
  | { kind: 'update'; photoId: string; change: ProductPhotoUpdate }
  | { kind: 'delete'; photoId: string };

/** One mutation for every change of a product's photos, each answered with the new list. */
export function useProductPhotoChange(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: PhotoChange) => {
      if (change.kind === 'upload')
        return uploadProductPhoto(productId, change.file, change.alt, { onProgress: change.onProgress });
      if (change.kind === 'update') return updateProductPhoto(productId, change.photoId, change.change);
      return deleteProductPhoto(productId, change.photoId);
    },
    onSuccess: () => invalidateProductViews(queryClient),
  });
}
