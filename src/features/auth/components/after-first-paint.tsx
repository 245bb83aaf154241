import { Suspense, type ReactNode } from 'react';
import { useAfterFirstPaint } from '@/lib/after-first-paint';

/**
 * The lazy part of a sign-in card (its form): the placeholder is painted with the card, and the form's chunks are
 * only requested after that paint, so the card a phone shows first waits for none of them.
 */
export function AfterFirstPaint({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const painted = useAfterFirstPaint();
  return <Suspense fallback={fallback}>{painted ? children : fallback}</Suspense>;
}
