import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { LazyPage } from '@/lib/route-record';

const cache = new WeakMap<LazyPage, LazyExoticComponent<ComponentType>>();

/** One React.lazy per loader, so a page keeps its identity across renders. */
export function lazyComponentOf(loader: LazyPage): LazyExoticComponent<ComponentType> {
  let component = cache.get(loader);
  if (!component) {
    component = lazy(loader);
    cache.set(loader, component);
  }
  return component;
}

export function PageFallback() {
  return <div className="page-fallback" role="progressbar" aria-label="页面加载中" style={{ minHeight: '60vh' }} />;
}

export function LazyRoutePage({ loader }: { loader: LazyPage }) {
  const Page = lazyComponentOf(loader);
  return (
    <Suspense fallback={<PageFallback />}>
      <Page />
    </Suspense>
  );
}
