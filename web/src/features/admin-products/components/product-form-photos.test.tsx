import { fireEvent, render, screen, waitFor } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_PHOTOS_MAX, type ProductPhoto } from '@ikawa/contracts/product-photos';
import { ApiError } from '@/lib/api-client';
import { type PhotoActions, PhotoManager } from './product-form-photos';

const photo = (id: string, alt = ''): ProductPhoto => ({
  _id: id,
  id,
  alt,
  width: 1280,
  height: 960,
  src: `/uploads/products/p1/${id}-640.webp`,
  srcset: {
    avif: `/uploads/products/p1/${id}-640.avif 640w`,
    webp: `/uploads/products/p1/${id}-640.webp 640w`,
  },
});

/** The server's side of the photo routes, kept in memory: each call answers the new list. */
function photoServer(initial: ProductPhoto[]) {
  let photos = [...initial];
  let next = 0;
  const actions = {
    upload: vi.fn<PhotoActions['upload']>((file, onProgress) => {
      onProgress(1);
      next += 1;
      photos = [...photos, photo(`new${next}`)];
      return Promise.resolve(photos);
    }),
    update: vi.fn<PhotoActions['update']>((photoId, change) => {
      const moving = photos.find((each) => each._id === photoId)!;
      const rest = photos.filter((each) => each !== moving);
      const changed = { ...moving, alt: change.alt?.trim() ?? moving.alt };
      const at = change.position ?? photos.indexOf(moving);
      photos = [...rest.slice(0, at), changed, ...rest.slice(at)];
      return Promise.resolve(photos);
    }),
    remove: vi.fn<PhotoActions['remove']>((photoId) => {
      photos = photos.filter((each) => each._id !== photoId);
      return Promise.resolve(photos);
    }),
  };
  return actions;
}

function renderManager(photos: ProductPhoto[], actions: PhotoActions = photoServer(photos)) {
  render(<PhotoManager product={{ type: 'powder', weight: 1 }} photos={photos} actions={actions} />);
  return { user: userEvent.setup(), actions };
}

const jpeg = (name = 'bag.jpg') => new File([new Uint8Array(1000)], name, { type: 'image/jpeg' });

describe('PhotoManager', () => {
  it('uploads the chosen files one by one and lists them with an alt text field each', async () => {
    const { user, actions } = renderManager([]);
    await user.upload(screen.getByLabelText('Photo files'), [jpeg('front.jpg'), jpeg('back.jpg')]);
    expect(await screen.findByText('2 photos added.')).toBeInTheDocument();
    expect(actions.upload).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText('Alt text for photo 1 (main photo)')).toBeInTheDocument();
    expect(screen.getByLabelText('Alt text for photo 2')).toBeInTheDocument();
  });

  it('takes photos dropped on the drop zone', async () => {
    const { actions } = renderManager([]);
    const zone = screen.getByText('Drop photos here, or').parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [jpeg('dropped.jpg')] } });
    expect(await screen.findByText('Photo added.')).toBeInTheDocument();
    expect(actions.upload).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'dropped.jpg' }),
      expect.any(Function),
    );
  });

  it('refuses a dropped file that is not a photo or too large before sending it', async () => {
    const { actions } = renderManager([]);
    const gif = new File(['GIF89a'], 'cat.gif', { type: 'image/gif' });
    const huge = jpeg('huge.jpg');
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    const zone = screen.getByText('Drop photos here, or').parentElement!;
    fireEvent.drop(zone, { dataTransfer: { files: [gif, huge] } });
    expect(
      await screen.findByText(
        'cat.gif: Please upload a JPEG, PNG or WebP photo huge.jpg: A photo must be at most 10 MB',
      ),
    ).toBeInTheDocument();
    expect(actions.upload).not.toHaveBeenCalled();
  });

  it('shows the server’s sentence when it refuses a photo', async () => {
    const actions = photoServer([]);
    actions.upload.mockRejectedValueOnce(
      new ApiError(400, 'Please upload a JPEG, PNG or WebP photo', [], 'image_invalid'),
    );
    const { user } = renderManager([], actions);
    await user.upload(screen.getByLabelText('Photo files'), jpeg('fake.jpg'));
    expect(await screen.findByText('fake.jpg: Please upload a JPEG, PNG or WebP photo')).toBeInTheDocument();
  });

  it('saves alt text when the field is left, only when it changed', async () => {
    const { user, actions } = renderManager([photo('a', 'Old')]);
    const field = screen.getByLabelText('Alt text for photo 1 (main photo)');
    await user.click(field);
    await user.tab();
    expect(actions.update).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'The 1 kg bag on a table');
    await user.tab();
    expect(actions.update).toHaveBeenCalledWith('a', { alt: 'The 1 kg bag on a table' });
    expect(await screen.findByText('Alt text saved.')).toBeInTheDocument();
  });

  it('moves photos with the keyboard and keeps the focus on the moved photo', async () => {
    const { user, actions } = renderManager([photo('a', 'front'), photo('b', 'back')]);
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 2 later' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move photo 2 earlier' }).focus();
    await user.keyboard('{Enter}');
    expect(actions.update).toHaveBeenCalledWith('b', { position: 0 });
    expect(await screen.findByText('Photo moved to place 1 of 2.')).toBeInTheDocument();
    expect(screen.getByLabelText('Alt text for photo 1 (main photo)')).toHaveValue('back');
    // At the top now: the focus goes to its other move button.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move photo 1 later' })).toHaveFocus());
  });

  describe('dragging', () => {
    // jsdom lays nothing out: each list item stands 100 px below the one before, as on screen.
    beforeEach(() => {
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
        this: HTMLElement,
      ) {
        const item = this.closest('li');
        const top = item ? Array.from(item.parentElement!.children).indexOf(item) * 100 : 0;
        return {
          x: 0,
          y: top,
          top,
          left: 0,
          right: 600,
          bottom: top + 90,
          width: 600,
          height: 90,
        } as DOMRect;
      });
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('moves a photo by its handle (from the keyboard: Space, arrows, Space) and saves the new place', async () => {
      const { user, actions } = renderManager([photo('a', 'front'), photo('b', 'side'), photo('c', 'back')]);
      const handle = screen.getByRole('button', { name: 'Drag photo 1 to another place' });
      expect(handle).toHaveAccessibleDescription(/press Space or Enter, move it with the arrow keys/);
      handle.focus();
      await user.keyboard(' ');
      await user.keyboard('{ArrowDown}');
      await user.keyboard('{ArrowDown}');
      await user.keyboard(' ');
      expect(await screen.findByText('Photo moved to place 3 of 3.')).toBeInTheDocument();
      expect(actions.update).toHaveBeenCalledExactlyOnceWith('a', { position: 2 });
      const alts = screen
        .getAllByLabelText(/^Alt text for photo/)
        .map((field) => (field as HTMLInputElement).value);
      expect(alts).toEqual(['side', 'back', 'front']);
    });

    it('puts a dragged photo back when the server refuses the move', async () => {
      const actions = photoServer([photo('a', 'front'), photo('b', 'side')]);
      actions.update.mockRejectedValueOnce(new ApiError(404, 'Photo not found', [], 'not_found'));
      const { user } = renderManager([photo('a', 'front'), photo('b', 'side')], actions);
      screen.getByRole('button', { name: 'Drag photo 2 to another place' }).focus();
      await user.keyboard(' ');
      await user.keyboard('{ArrowUp}');
      await user.keyboard(' ');
      expect(await screen.findByText('Photo not found')).toBeInTheDocument();
      expect(actions.update).toHaveBeenCalledExactlyOnceWith('b', { position: 0 });
      expect(screen.getByLabelText('Alt text for photo 1 (main photo)')).toHaveValue('front');
    });
  });

  it('deletes a photo and says the drawing is back when none is left', async () => {
    const { user, actions } = renderManager([photo('a', 'front')]);
    await user.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    expect(actions.remove).toHaveBeenCalledWith('a');
    expect(await screen.findByText('Photo deleted: the shop shows the drawing again.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Alt text for photo/)).not.toBeInTheDocument();
  });

  it(`offers no more uploads once ${PRODUCT_PHOTOS_MAX} photos are there`, () => {
    renderManager(Array.from({ length: PRODUCT_PHOTOS_MAX }, (_, i) => photo(`p${i}`)));
    expect(screen.queryByRole('button', { name: 'Choose photos' })).not.toBeInTheDocument();
    expect(screen.getByText(/A product has at most 8 photos/)).toBeInTheDocument();
  });

  it('sends an alt text left for a move button before the move, so the answers come back in order', async () => {
    const actions = photoServer([photo('a', 'front'), photo('b', '')]);
    let releaseAlt: () => void = () => undefined;
    const update = actions.update.getMockImplementation()!;
    actions.update.mockImplementationOnce(
      (photoId, change) => new Promise((resolve) => (releaseAlt = () => resolve(update(photoId, change)))),
    );
    const { user } = renderManager([photo('a', 'front'), photo('b', '')], actions);
    await user.type(screen.getByLabelText('Alt text for photo 2'), 'beans');
    await user.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    // The move waits for the alt text's answer.
    expect(actions.update).toHaveBeenCalledTimes(1);
    releaseAlt();
    expect(await screen.findByText('Photo moved to place 1 of 2.')).toBeInTheDocument();
    expect(actions.update).toHaveBeenLastCalledWith('b', { position: 0 });
    expect(screen.getByLabelText('Alt text for photo 1 (main photo)')).toHaveValue('beans');
  });
});
