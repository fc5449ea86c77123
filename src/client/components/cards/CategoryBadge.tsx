import { categoryColor } from '../../../shared/categories';
import { Badge } from '../ui/Badge';

/** An article's category in its spec colour (green, orange or blue). */
export function CategoryBadge({ category }: { category: string }) {
  const color = categoryColor(category);
  return (
    <span data-category-color={color} className="inline-flex">
      <Badge tone={color}>{category}</Badge>
    </span>
  );
}
