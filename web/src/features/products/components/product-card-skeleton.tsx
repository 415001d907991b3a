/** A grey card in the shape of a product card, shown while the catalogue loads. */
export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-3xl bg-cream-50 ring-1 ring-espresso-100"
    >
      <div className="aspect-[5/4] bg-cream-200 motion-safe:animate-pulse md:aspect-square" />
      <div className="flex flex-col gap-3 p-5">
        <div className="h-5 w-3/4 rounded-full bg-espresso-100 motion-safe:animate-pulse" />
        <div className="h-4 w-1/3 rounded-full bg-espresso-50 motion-safe:animate-pulse" />
        <div className="mt-2 h-7 w-1/3 rounded-full bg-espresso-100 motion-safe:animate-pulse" />
        <div className="mt-3 h-11 rounded-full bg-espresso-50 motion-safe:animate-pulse" />
      </div>
    </div>
  );
}
