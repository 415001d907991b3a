import { useState } from 'react';
import { cn } from '@/lib/cn';
import { initial } from '@/lib/format';

const SIZES = {
  sm: 'size-9 text-sm',
  md: 'size-11 text-base',
  lg: 'size-24 text-4xl',
} as const;

interface AvatarProps {
  name: string;
  /** The profile picture's URL; without one (or when it fails to load) the initial is shown. */
  src?: string | null;
  size?: keyof typeof SIZES;
  /** Decorative by default: the name is almost always written next to it. */
  alt?: string;
  className?: string;
}

/** SPEC §2: a user's picture, or the first letter of their name. */
export function Avatar({ name, src, size = 'sm', alt = '', className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-espresso-900 font-display font-semibold text-cream-50',
        SIZES[size],
        className,
      )}
    >
      {showImage && src ? (
        <img
          src={src}
          alt={alt}
          onError={() => setFailedSrc(src)}
          className="size-full object-cover"
          data-testid="avatar-image"
        />
      ) : alt ? (
        <span role="img" aria-label={alt}>
          {initial(name)}
        </span>
      ) : (
        <span aria-hidden="true">{initial(name)}</span>
      )}
    </span>
  );
}
