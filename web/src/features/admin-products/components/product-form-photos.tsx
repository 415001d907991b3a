import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import {
  PHOTO_ALT_MAX,
  PHOTO_MESSAGES,
  PRODUCT_PHOTO_MAX_BYTES,
  PRODUCT_PHOTO_MIME_TYPES,
  PRODUCT_PHOTOS_MAX,
  type ProductPhoto,
  type ProductPhotoUpdate,
} from '@ikawa/contracts/product-photos';
import { actionErrorMessage } from '@/components/admin/action-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { ProductThumb } from '@/components/ui/product-image';
import { cn } from '@/lib/cn';
import type { AdminProduct } from '../api/get-admin-products';
import { useProductPhotoChange } from '../api/product-photos';

/** What the manager asks of the server; each answers the product's photos in their new order. */
export interface PhotoActions {
  upload(file: File, onProgress: (fraction: number) => void): Promise<ProductPhoto[]>;
  update(photoId: string, change: ProductPhotoUpdate): Promise<ProductPhoto[]>;
  remove(photoId: string): Promise<ProductPhoto[]>;
}

const ACCEPT = PRODUCT_PHOTO_MIME_TYPES.join(',');
const MAX_MB = PRODUCT_PHOTO_MAX_BYTES / 1024 / 1024;

/** The browser's own checks, before anything is sent (the server checks the content again). */
function refusal(file: File): string | null {
  if (!(PRODUCT_PHOTO_MIME_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.imageType;
  if (file.size > PRODUCT_PHOTO_MAX_BYTES) return PHOTO_MESSAGES.imageSize;
  return null;
}

interface PhotoManagerProps {
  product: { type: AdminProduct['type']; weight: number };
  photos: ProductPhoto[];
  actions: PhotoActions;
}

/**
 * Issue 17 §2: a product's photos in the product form — add them by dropping files or with the
 * file picker, describe each (alt text, saved when the field is left), move them (the first is
 * the main photo: the shop's cards, the product page and link previews), delete them. Every
 * change is saved at once; the buttons work from the keyboard.
 */
export function PhotoManager({ product, photos: initial, actions }: PhotoManagerProps) {
  const headingId = useId();
  const pickerRef = useRef<HTMLInputElement>(null);
  const [photos, setPhotos] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  /** After a move, the button to give focus back to (the list is re-ordered under it). */
  const focusAfterMove = useRef<string | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const full = photos.length >= PRODUCT_PHOTOS_MAX;

  useEffect(() => {
    if (!focusAfterMove.current) return;
    document.getElementById(focusAfterMove.current)?.focus();
    focusAfterMove.current = null;
  }, [photos]);

  async function run<T>(
    work: () => Promise<T>,
    fallback: string,
    { blocking = true } = {},
  ): Promise<T | undefined> {
    setError(null);
    // Saving alt text blocks nothing: the next field or button keeps the focus it was given.
    if (blocking) setBusy(true);
    // One change at a time, in the order they were made: each answer is the whole list, so an
    // alt text saved on the way to a move button must not come back after the move.
    const turn = queue.current.then(work);
    queue.current = turn.catch(() => undefined);
    try {
      return await turn;
    } catch (failure) {
      setError(actionErrorMessage(failure, fallback));
      return undefined;
    } finally {
      if (blocking) setBusy(false);
    }
  }

  async function addFiles(files: File[]) {
    if (files.length === 0) return;
    const room = PRODUCT_PHOTOS_MAX - photos.length;
    const problems: string[] = [];
    if (files.length > room) problems.push(PHOTO_MESSAGES.tooMany);
    let added = 0;
    await run(async () => {
      for (const [index, file] of files.slice(0, Math.max(0, room)).entries()) {
        const problem = refusal(file);
        if (problem) {
          problems.push(`${file.name}: ${problem}`);
          continue;
        }
        const label = files.length > 1 ? `photo ${index + 1} of ${files.length}` : file.name;
        setStatus(`Uploading ${label}…`);
        try {
          const next = await actions.upload(file, (fraction) =>
            setStatus(`Uploading ${label}… ${Math.round(fraction * 100)}%`),
          );
          setPhotos(next);
          added += 1;
        } catch (failure) {
          problems.push(`${file.name}: ${actionErrorMessage(failure, PHOTO_MESSAGES.uploadFailed)}`);
        }
      }
    }, PHOTO_MESSAGES.uploadFailed);
    setStatus(added > 0 ? `${added === 1 ? 'Photo' : `${added} photos`} added.` : '');
    if (problems.length > 0) setError(problems.join(' '));
  }

  async function move(photo: ProductPhoto, by: -1 | 1) {
    const index = photos.indexOf(photo);
    const next = await run(
      () => actions.update(photo._id, { position: index + by }),
      'The photo could not be moved. Please try again.',
    );
    if (!next) return;
    const position = next.findIndex((each) => each._id === photo._id);
    // Keep the focus on the same button, or on the other one when the photo reached an end.
    const atTop = position === 0;
    const atBottom = position === next.length - 1;
    const button = by < 0 ? (atTop ? 'later' : 'earlier') : atBottom ? 'earlier' : 'later';
    focusAfterMove.current = `${photo._id}-${button}`;
    setPhotos(next);
    setStatus(`Photo moved to place ${position + 1} of ${next.length}.`);
  }

  async function saveAlt(photo: ProductPhoto, alt: string) {
    if (alt.trim() === photo.alt) return;
    const next = await run(
      () => actions.update(photo._id, { alt }),
      'The alt text could not be saved. Please try again.',
      { blocking: false },
    );
    if (!next) return;
    setPhotos(next);
    setStatus('Alt text saved.');
  }

  async function remove(photo: ProductPhoto) {
    const next = await run(
      () => actions.remove(photo._id),
      'The photo could not be deleted. Please try again.',
    );
    if (!next) return;
    setPhotos(next);
    setStatus(next.length > 0 ? 'Photo deleted.' : 'Photo deleted: the shop shows the drawing again.');
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) void addFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-espresso-100 pt-5">
      <h3 id={headingId} className="font-sans text-base font-semibold text-espresso-900">
        Photos
      </h3>
      <p className="mt-1 text-sm text-espresso-600">
        JPEG, PNG or WebP up to {MAX_MB} MB, {PRODUCT_PHOTOS_MAX} photos at most. The first is the main photo,
        shown in the shop and in link previews; without photos the shop shows the drawing. Changes are saved
        at once.
      </p>
      {error && <Alert className="mt-3">{error}</Alert>}

      {photos.length > 0 && (
        <ol className="mt-4 flex flex-col gap-3">
          {photos.map((photo, index) => (
            <li
              key={photo._id}
              className="flex flex-col gap-3 rounded-2xl bg-cream-50 p-3 ring-1 ring-espresso-100 sm:flex-row sm:items-start"
            >
              <ProductThumb product={{ ...product, photo }} className="size-20 rounded-xl" />
              <div className="min-w-0 flex-1">
                <AltField photo={photo} index={index} onSave={(alt) => saveAlt(photo, alt)} />
              </div>
              <div className="flex gap-1 sm:flex-col">
                <Button
                  id={`${photo._id}-earlier`}
                  variant="ghost"
                  size="icon"
                  aria-label={`Move photo ${index + 1} earlier`}
                  disabled={busy || index === 0}
                  onClick={() => void move(photo, -1)}
                >
                  <ArrowUp aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  id={`${photo._id}-later`}
                  variant="ghost"
                  size="icon"
                  aria-label={`Move photo ${index + 1} later`}
                  disabled={busy || index === photos.length - 1}
                  onClick={() => void move(photo, 1)}
                >
                  <ArrowDown aria-hidden="true" className="size-4" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete photo ${index + 1}`}
                  disabled={busy}
                  onClick={() => void remove(photo)}
                  className="text-cherry-700"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}

      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!full) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'mt-4 flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-espresso-200 px-4 py-5 text-center text-sm text-espresso-600',
          dragging && 'border-espresso-700 bg-cream-100',
        )}
      >
        <ImagePlus aria-hidden="true" className="size-6 text-espresso-400" />
        {full ? (
          <p>{PHOTO_MESSAGES.tooMany}</p>
        ) : (
          <>
            <p>Drop photos here, or</p>
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => pickerRef.current?.click()}>
              Choose photos
            </Button>
          </>
        )}
        <input
          ref={pickerRef}
          type="file"
          accept={ACCEPT}
          multiple
          hidden
          aria-label="Photo files"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void addFiles(files);
          }}
        />
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-espresso-600">
        {status}
      </p>
    </section>
  );
}

function AltField({
  photo,
  index,
  onSave,
}: {
  photo: ProductPhoto;
  index: number;
  onSave: (alt: string) => Promise<void>;
}) {
  // The field's own text while it is shown: only this field changes the photo's alt text.
  const [value, setValue] = useState(photo.alt);
  return (
    <Field
      label={`Alt text for photo ${index + 1}${index === 0 ? ' (main photo)' : ''}`}
      hint="What the photo shows, for people who cannot see it. Saved when you leave the field."
      placeholder="e.g. The 1 kg bag of Ngozi Ground on a wooden table"
      maxLength={PHOTO_ALT_MAX}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => void onSave(value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          void onSave(value);
        }
      }}
    />
  );
}

/** The photo manager wired to the API for one saved product. */
export function ProductFormPhotos({ product }: { product: AdminProduct }) {
  const change = useProductPhotoChange(product._id);
  const actions: PhotoActions = {
    upload: (file, onProgress) => change.mutateAsync({ kind: 'upload', file, alt: '', onProgress }),
    update: (photoId, update) => change.mutateAsync({ kind: 'update', photoId, change: update }),
    remove: (photoId) => change.mutateAsync({ kind: 'delete', photoId }),
  };
  return <PhotoManager product={product} photos={product.photos} actions={actions} />;
}
