import { useState } from 'react';
import { Heart } from 'lucide-react';
import type { FashionItem } from '../../../shared/directory';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Dialog } from '../../components/ui/Dialog';
import { cn } from '../../lib/cn';

export function FashionCard({ item }: { item: FashionItem }) {
  const [details, setDetails] = useState(false);
  const [favorite, setFavorite] = useState(false);
  const maker = item.brand || item.designer;
  const extra = [
    ['Style', item.style],
    ['Season', item.season],
    ['Where', item.location],
  ] as const;

  return (
    <Card className="flex flex-col overflow-hidden">
      <img
        src={item.imageUrl}
        alt={item.title}
        width={400}
        height={500}
        loading="lazy"
        className="aspect-[4/5] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Badge tone="brand" className="self-start">
          {item.category}
        </Badge>
        <h2 className="text-xl font-semibold">{item.title}</h2>
        {maker && <p className="text-sm text-muted">by {maker}</p>}
        {item.price && <p className="font-serif text-lg font-bold">{item.price}</p>}
        <p className="line-clamp-3 text-sm text-ink/90">{item.description}</p>
        {item.sizes.length > 0 && (
          <p className="text-sm text-muted">
            <span className="font-medium text-ink">Sizes:</span> {item.sizes.join(', ')}
          </p>
        )}
        <div className="mt-auto flex gap-2 pt-3">
          <Button variant="outline" size="sm" className="flex-1" onClick={() => setDetails(true)}>
            View Details
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Favorite ${item.title}`}
            aria-pressed={favorite}
            onClick={() => setFavorite((f) => !f)}
          >
            <Heart className={cn('h-5 w-5', favorite && 'fill-brand text-brand')} aria-hidden="true" />
          </Button>
        </div>
      </div>
      <Dialog
        open={details}
        onOpenChange={setDetails}
        title={item.title}
        description={maker ? `by ${maker}` : undefined}
      >
        <div className="space-y-3 text-sm">
          <p>{item.description}</p>
          <dl className="space-y-1">
            {extra.map(
              ([label, value]) =>
                value && (
                  <div key={label} className="flex gap-2">
                    <dt className="font-medium">{label}:</dt>
                    <dd>{value}</dd>
                  </div>
                ),
            )}
          </dl>
          {item.website && (
            <a
              href={item.website}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand hover:underline"
            >
              Visit the shop's website
            </a>
          )}
        </div>
      </Dialog>
    </Card>
  );
}
