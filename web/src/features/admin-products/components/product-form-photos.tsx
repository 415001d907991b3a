import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, ImagePlus, Trash2 } from 'lucide-react';
import { type DragEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
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

const MOVE_FAILED = 'The photo could not be moved. Please try again.';

/** What a screen reader hears while a photo is dragged (dnd-kit's live region), by place. */
function dragAnnouncements(placeOf: (id: UniqueIdentifier) => number, count: number): Announcements {
  return {
    onDragStart: ({ active }) => `Picked up photo ${placeOf(active.id)} of ${count}.`,
    onDragOver: ({ active, over }) =>
      over ? `Photo ${placeOf(active.id)} is over place ${placeOf(over.id)} of ${count}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over ? `Photo ${placeOf(active.id)} dropped at place ${placeOf(over.id)} of ${count}.` : undefined,
    onDragCancel: ({ active }) => `Move cancelled: photo ${placeOf(active.id)} stays where it was.`,
  };
}

const DRAG_INSTRUCTIONS = {
  draggable:
    'To move this photo, press Space or Enter, move it with the arrow keys, then press Space or Enter to drop it, or Escape to cancel. The arrow buttons beside it move it one place.',
};

/**
 * Issue 17 §2: a product's photos in the product form — add them by dropping files or with the
 * file picker, describe each (alt text, saved when the field is left), move them by dragging the
 * handle or with the arrow buttons (the first is the main photo: the shop's cards, the product
 * page and link previews), delete them. Every change is saved at once; everything works from
 * the keyboard (the handle too: Space, the arrow keys, Space).
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

  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const placeOf = (id: UniqueIdentifier) => photos.findIndex((photo) => photo._id === id) + 1;

  /** A photo dropped on another's place: shown there at once, then saved (put back if refused). */
  async function drop({ active, over }: DragEndEvent) {
    const from = photos.findIndex((photo) => photo._id === active.id);
    const to = over ? photos.findIndex((photo) => photo._id === over.id) : -1;
    const moving = photos[from];
    if (!moving || to < 0 || from === to) return;
    const before = photos;
    setPhotos(arrayMove(photos, from, to));
    const next = await run(() => actions.update(moving._id, { position: to }), MOVE_FAILED);
    setPhotos(next ?? before);
    if (next) announceMove(moving, next);
  }

  function announceMove(photo: ProductPhoto, next: ProductPhoto[]) {
    const position = next.findIndex((each) => each._id === photo._id);
    setStatus(`Photo moved to place ${position + 1} of ${next.length}.`);
  }

  async function move(photo: ProductPhoto, by: -1 | 1) {
    const index = photos.indexOf(photo);
    const next = await run(() => actions.update(photo._id, { position: index + by }), MOVE_FAILED);
    if (!next) return;
    const position = next.findIndex((each) => each._id === photo._id);
    // Keep the focus on the same button, or on the other one when the photo reached an end.
    const atTop = position === 0;
    const atBottom = position === next.length - 1;
    const button = by < 0 ? (atTop ? 'later' : 'earlier') : atBottom ? 'earlier' : 'later';
    focusAfterMove.current = `${photo._id}-${button}`;
    setPhotos(next);
    announceMove(photo, next);
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
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={(event) => void drop(event)}
          accessibility={{
            announcements: dragAnnouncements(placeOf, photos.length),
            screenReaderInstructions: DRAG_INSTRUCTIONS,
          }}
        >
          <SortableContext items={photos.map((photo) => photo._id)} strategy={verticalListSortingStrategy}>
            <ol className="mt-4 flex flex-col gap-3">
              {photos.map((photo, index) => (
                <SortablePhoto
                  key={photo._id}
                  photo={photo}
                  index={index}
                  disabled={busy}
                  thumb={<ProductThumb product={{ ...product, photo }} className="size-20 rounded-xl" />}
                >
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
                </SortablePhoto>
              ))}
            </ol>
          </SortableContext>
        </DndContext>
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
      {/* Named: the drag list keeps its own live region (dnd-kit's) beside this one. */}
      <p role="status" aria-label="Photo changes" className="mt-2 min-h-5 text-sm text-espresso-600">
        {status}
      </p>
    </section>
  );
}

/** One photo in the list, moved by dragging its handle (mouse, touch, or the keyboard). */
function SortablePhoto({
  photo,
  index,
  disabled,
  thumb,
  children,
}: {
  photo: ProductPhoto;
  index: number;
  disabled: boolean;
  /** Shown beside the handle (one row on a phone too). */
  thumb: ReactNode;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: photo._id, disabled });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'relative flex flex-col gap-3 rounded-2xl bg-cream-50 p-3 ring-1 ring-espresso-100 sm:flex-row sm:items-start',
        isDragging && 'z-10 shadow-lg ring-espresso-400',
      )}
    >
      <div className="flex items-center gap-1">
        <Button
          ref={setActivatorNodeRef}
          variant="ghost"
          size="icon"
          aria-label={`Drag photo ${index + 1} to another place`}
          className="cursor-grab touch-none active:cursor-grabbing"
          {...attributes}
          {...listeners}
        >
          <GripVertical aria-hidden="true" className="size-4" />
        </Button>
        {thumb}
      </div>
      {children}
    </li>
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
