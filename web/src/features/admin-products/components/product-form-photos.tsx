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
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, GripVertical, ImagePlus, Trash2 } from 'lucide-react';
import { type DragEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  PHOTO_ALT_MAX,
  PHOTO_MESSAGE_DESCRIPTORS,
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
import { useFormat } from '@/hooks/use-locale';
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
function refusal(file: File, i18n: I18n): string | null {
  if (!(PRODUCT_PHOTO_MIME_TYPES as readonly string[]).includes(file.type))
    return i18n._(PHOTO_MESSAGE_DESCRIPTORS.imageType);
  if (file.size > PRODUCT_PHOTO_MAX_BYTES) return i18n._(PHOTO_MESSAGE_DESCRIPTORS.imageSize);
  return null;
}

interface PhotoManagerProps {
  product: { type: AdminProduct['type']; weight: number | null };
  photos: ProductPhoto[];
  actions: PhotoActions;
}

const MOVE_FAILED = msg`The photo could not be moved. Please try again.`;

/** What a screen reader hears while a photo is dragged (dnd-kit's live region), by place. */
function dragAnnouncements(
  placeOf: (id: UniqueIdentifier) => number,
  count: number,
  i18n: I18n,
): Announcements {
  return {
    onDragStart: ({ active }) => {
      const photo = placeOf(active.id);
      return i18n._(msg`Picked up photo ${photo} of ${count}.`);
    },
    onDragOver: ({ active, over }) => {
      if (!over) return undefined;
      const photo = placeOf(active.id);
      const place = placeOf(over.id);
      return i18n._(msg`Photo ${photo} is over place ${place} of ${count}.`);
    },
    onDragEnd: ({ active, over }) => {
      if (!over) return undefined;
      const photo = placeOf(active.id);
      const place = placeOf(over.id);
      return i18n._(msg`Photo ${photo} dropped at place ${place} of ${count}.`);
    },
    onDragCancel: ({ active }) => {
      const photo = placeOf(active.id);
      return i18n._(msg`Move cancelled: photo ${photo} stays where it was.`);
    },
  };
}

function dragInstructions(i18n: I18n) {
  return {
    draggable: i18n._(
      msg`To move this photo, press Space or Enter, move it with the arrow keys, then press Space or Enter to drop it, or Escape to cancel. The arrow buttons beside it move it one place.`,
    ),
  };
}

/**
 * A product's photos in the product form — add them by dropping files or with the
 * file picker, describe each (alt text, saved when the field is left), move them by dragging the
 * handle or with the arrow buttons (the first is the main photo: the shop's cards, the product
 * page and link previews), delete them. Every change is saved at once; everything works from
 * the keyboard (the handle too: Space, the arrow keys, Space).
 */
export function PhotoManager({ product, photos: initial, actions }: PhotoManagerProps) {
  const { t, i18n } = useLingui();
  const f = useFormat();
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
    fallback: MessageDescriptor,
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
      setError(actionErrorMessage(failure, i18n._(fallback)));
      return undefined;
    } finally {
      if (blocking) setBusy(false);
    }
  }

  async function addFiles(files: File[]) {
    if (files.length === 0) return;
    const room = PRODUCT_PHOTOS_MAX - photos.length;
    const problems: string[] = [];
    if (files.length > room) problems.push(i18n._(PHOTO_MESSAGE_DESCRIPTORS.tooMany));
    let added = 0;
    await run(async () => {
      for (const [index, file] of files.slice(0, Math.max(0, room)).entries()) {
        const fileName = file.name;
        const refused = refusal(file, i18n);
        if (refused) {
          problems.push(t`${fileName}: ${refused}`);
          continue;
        }
        const place = index + 1;
        const total = files.length;
        const uploading = (fraction?: number) => {
          if (fraction === undefined)
            return total > 1 ? t`Uploading photo ${place} of ${total}…` : t`Uploading ${fileName}…`;
          const percent = f.percent(fraction, 0);
          return total > 1
            ? t`Uploading photo ${place} of ${total}… ${percent}`
            : t`Uploading ${fileName}… ${percent}`;
        };
        setStatus(uploading());
        try {
          const next = await actions.upload(file, (fraction) => setStatus(uploading(fraction)));
          setPhotos(next);
          added += 1;
        } catch (failure) {
          const problem = actionErrorMessage(failure, i18n._(PHOTO_MESSAGE_DESCRIPTORS.uploadFailed));
          problems.push(t`${fileName}: ${problem}`);
        }
      }
    }, PHOTO_MESSAGE_DESCRIPTORS.uploadFailed);
    setStatus(added > 0 ? t`${plural(added, { one: 'Photo added.', other: '# photos added.' })}` : '');
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
    const place = next.findIndex((each) => each._id === photo._id) + 1;
    const count = next.length;
    setStatus(t`Photo moved to place ${place} of ${count}.`);
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
      msg`The alt text could not be saved. Please try again.`,
      { blocking: false },
    );
    if (!next) return;
    setPhotos(next);
    setStatus(t`Alt text saved.`);
  }

  async function remove(photo: ProductPhoto) {
    const next = await run(
      () => actions.remove(photo._id),
      msg`The photo could not be deleted. Please try again.`,
    );
    if (!next) return;
    setPhotos(next);
    setStatus(next.length > 0 ? t`Photo deleted.` : t`Photo deleted: the shop shows the drawing again.`);
  }

  const maxMegabytes = f.number(MAX_MB);
  const maxPhotos = f.number(PRODUCT_PHOTOS_MAX);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy) void addFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <section aria-labelledby={headingId} className="mt-6 border-t border-espresso-100 pt-5">
      <h3 id={headingId} className="font-sans text-base font-semibold text-espresso-900">
        <Trans>Photos</Trans>
      </h3>
      <p className="mt-1 text-sm text-espresso-600">
        <Trans>
          JPEG, PNG or WebP up to {maxMegabytes} MB, {maxPhotos} photos at most. The first is the main photo,
          shown in the shop and in link previews; without photos the shop shows the drawing. Changes are saved
          at once.
        </Trans>
      </p>
      {error && <Alert className="mt-3">{error}</Alert>}

      {photos.length > 0 && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={(event) => void drop(event)}
          accessibility={{
            announcements: dragAnnouncements(placeOf, photos.length, i18n),
            screenReaderInstructions: dragInstructions(i18n),
          }}
        >
          <SortableContext items={photos.map((photo) => photo._id)} strategy={verticalListSortingStrategy}>
            <ol className="mt-4 flex flex-col gap-3">
              {photos.map((photo, index) => {
                const place = index + 1;
                return (
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
                        aria-label={t`Move photo ${place} earlier`}
                        disabled={busy || index === 0}
                        onClick={() => void move(photo, -1)}
                      >
                        <ArrowUp aria-hidden="true" className="size-4" />
                      </Button>
                      <Button
                        id={`${photo._id}-later`}
                        variant="ghost"
                        size="icon"
                        aria-label={t`Move photo ${place} later`}
                        disabled={busy || index === photos.length - 1}
                        onClick={() => void move(photo, 1)}
                      >
                        <ArrowDown aria-hidden="true" className="size-4" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={t`Delete photo ${place}`}
                        disabled={busy}
                        onClick={() => void remove(photo)}
                        className="text-cherry-700"
                      >
                        <Trash2 aria-hidden="true" className="size-4" />
                      </Button>
                    </div>
                  </SortablePhoto>
                );
              })}
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
          <p>{i18n._(PHOTO_MESSAGE_DESCRIPTORS.tooMany)}</p>
        ) : (
          <>
            <p>
              <Trans>Drop photos here, or</Trans>
            </p>
            <Button variant="secondary" size="sm" disabled={busy} onClick={() => pickerRef.current?.click()}>
              <Trans>Choose photos</Trans>
            </Button>
          </>
        )}
        <input
          ref={pickerRef}
          type="file"
          accept={ACCEPT}
          multiple
          hidden
          aria-label={t`Photo files`}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            void addFiles(files);
          }}
        />
      </div>
      {/* Named: the drag list keeps its own live region (dnd-kit's) beside this one. */}
      <p role="status" aria-label={t`Photo changes`} className="mt-2 min-h-5 text-sm text-espresso-600">
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
  const { t } = useLingui();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: photo._id, disabled });
  const place = index + 1;
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
          aria-label={t`Drag photo ${place} to another place`}
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
  const { t } = useLingui();
  // The field's own text while it is shown: only this field changes the photo's alt text.
  const [value, setValue] = useState(photo.alt);
  const place = index + 1;
  return (
    <Field
      label={index === 0 ? t`Alt text for photo ${place} (main photo)` : t`Alt text for photo ${place}`}
      hint={t`What the photo shows, for people who cannot see it. Saved when you leave the field.`}
      placeholder={t`e.g. The 1 kg bag of Ngozi Ground on a wooden table`}
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
