import { Trans, useLingui } from '@lingui/react/macro';
import { Camera, Trash2 } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { ACCOUNT_MESSAGE_DESCRIPTORS, type User } from '@ikawa/contracts/users';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/hooks/use-locale';
import { useRemoveAvatar } from '../api/remove-avatar';
import { useUploadAvatar } from '../api/upload-avatar';
import { AVATAR_ACCEPT, avatarFileProblem } from '../utils/avatar-file';
import { actionErrorMessage } from '../utils/server-errors';

type Notice = { kind: 'error' | 'info'; text: string } | null;

/**
 * The profile picture: the image or the first letter of the name (SPEC §2), a checked upload
 * with a preview and its progress, and removal. The navbar follows through the session.
 */
export function ProfilePicture({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [notice, setNotice] = useState<Notice>(null);
  const upload = useUploadAvatar({ onProgress: setProgress });
  const remove = useRemoveAvatar();
  const busy = upload.isPending || remove.isPending;

  // The preview is a blob URL: give it back when it is replaced or the page goes.
  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Choosing the same file again must fire a change event too.
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file, i18n);
    if (problem) {
      setNotice({ kind: 'error', text: problem });
      return;
    }
    setNotice(null);
    setProgress(0);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => setNotice({ kind: 'info', text: t`Your profile picture has been updated.` }),
      onError: (error) =>
        setNotice({
          kind: 'error',
          text: actionErrorMessage(error, i18n._(ACCOUNT_MESSAGE_DESCRIPTORS.profileError)),
        }),
      onSettled: () => setPreview(null),
    });
  }

  function onRemove() {
    setNotice(null);
    remove.mutate(undefined, {
      onSuccess: () => setNotice({ kind: 'info', text: t`Your profile picture has been removed.` }),
      onError: (error) =>
        setNotice({
          kind: 'error',
          text: actionErrorMessage(error, i18n._(ACCOUNT_MESSAGE_DESCRIPTORS.profileError)),
        }),
    });
  }

  const percent = Math.round(progress * 100);
  const name = user.name;
  const uploaded = format.percent(progress, 0);

  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <div className="relative">
        {preview ? (
          <img
            src={preview}
            alt={t`${name} (preview)`}
            className="size-24 rounded-full object-cover ring-4 ring-cream-200"
          />
        ) : (
          <Avatar
            name={user.name}
            src={user.profileImage}
            size="lg"
            alt={user.name}
            className="ring-4 ring-cream-200"
          />
        )}
        {upload.isPending && (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-espresso-950/55 text-cream-50">
            <Spinner />
          </span>
        )}
      </div>
      <div className="flex w-full min-w-0 flex-col items-center gap-3">
        <div className="flex flex-wrap justify-center gap-2">
          <input
            ref={inputRef}
            type="file"
            accept={AVATAR_ACCEPT}
            onChange={onFileChosen}
            aria-label={t`Profile picture`}
            aria-describedby={hintId}
            className="hidden"
            disabled={busy}
          />
          <Button
            variant="secondary"
            size="sm"
            onClick={() => inputRef.current?.click()}
            isLoading={upload.isPending}
            disabled={busy}
          >
            {!upload.isPending && <Camera aria-hidden="true" className="size-4" />}
            {user.profileImage ? <Trans>Change photo</Trans> : <Trans>Upload photo</Trans>}
          </Button>
          {user.profileImage && (
            <Button variant="ghost" size="sm" onClick={onRemove} isLoading={remove.isPending} disabled={busy}>
              {!remove.isPending && <Trash2 aria-hidden="true" className="size-4" />}
              <Trans>Remove photo</Trans>
            </Button>
          )}
        </div>
        <p id={hintId} className="text-xs text-balance text-espresso-500">
          <Trans>JPEG, PNG or WebP, up to 2 MB.</Trans>
        </p>
        {upload.isPending && (
          <div role="status" className="flex w-full max-w-60 items-center gap-3 text-xs text-espresso-600">
            <progress
              value={percent}
              max={100}
              aria-label={t`Upload progress`}
              className="h-1.5 flex-1 overflow-hidden rounded-full accent-leaf-600"
            />
            <span>
              <Trans>Uploading… {uploaded}</Trans>
            </span>
          </div>
        )}
        {notice && (
          <Alert variant={notice.kind} className="w-full">
            {notice.text}
          </Alert>
        )}
      </div>
    </div>
  );
}
