import { useState } from 'react';

/** The stand-in for a gallery piece without an image: a quiet framed canvas drawn in SVG. */
export function PlaceholderArt({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 400 300"
      role="img"
      aria-label="No image available"
      className={className}
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="400" height="300" fill="#f7e9ec" />
      <rect x="60" y="45" width="280" height="210" rx="6" fill="#fbf9f6" stroke="#e7e1da" strokeWidth="6" />
      <circle cx="150" cy="120" r="24" fill="#e9b8c2" />
      <path d="M80 235 L170 150 L230 205 L270 170 L320 235 Z" fill="#9f1d35" opacity="0.35" />
    </svg>
  );
}

/** A gallery image that falls back to the placeholder when it is missing or fails to load. */
export function GalleryImage({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return <PlaceholderArt className={className} />;
  return (
    <img
      src={src}
      alt={alt}
      width={400}
      height={300}
      loading="lazy"
      onError={() => setFailed(true)}
      className={`${className ?? ''} object-cover`}
    />
  );
}
