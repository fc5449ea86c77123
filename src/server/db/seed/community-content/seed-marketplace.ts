import type { Db } from '../../client';
import { deals, fashionItems, resources } from '../../schema';
import { metroDeals } from './deals-metro';
import { upstateDeals } from './deals-upstate';
import { fashion } from './fashion';
import { daysFrom, discounted, imageUrl, money } from './helpers';
import { resources as resourceContent } from './resources';

export const demoDeals = [...upstateDeals, ...metroDeals];

/** Fashion, deals and resources: plain directory rows with no moderation. */
export async function seedMarketplace(db: Db, now: Date): Promise<void> {
  await db.insert(fashionItems).values(
    fashion.map((f, i) => ({
      title: f.title,
      brand: f.brand ?? null,
      designer: f.designer ?? null,
      category: f.category,
      description: f.description,
      style: f.style,
      season: f.season,
      imageUrl: imageUrl('fashion', f.slug),
      location: f.location,
      website: f.website ?? null,
      priceRange: f.priceRange,
      tags: f.tags,
      sizes: [...f.sizes],
      city: f.city,
      createdAt: daysFrom(now, -(2 + i * 3)),
    })),
  );

  await db.insert(deals).values(
    demoDeals.map((d, i) => ({
      title: d.title,
      description: d.description,
      originalPrice: money(d.originalPrice),
      discountPrice: money(discounted(d.originalPrice, d.discountPercent)),
      discountPercent: d.discountPercent,
      category: d.category,
      businessName: d.businessName,
      businessEmail: d.businessEmail,
      businessPhone: d.businessPhone ?? null,
      businessAddress: d.businessAddress,
      website: d.website ?? null,
      couponCode: d.couponCode ?? null,
      validUntil: daysFrom(now, d.validForDays),
      termsConditions: d.termsConditions ?? null,
      imageUrl: imageUrl('deal', d.slug),
      city: d.city,
      isActive: d.isActive ?? true,
      isFeatured: d.isFeatured ?? false,
      createdAt: daysFrom(now, -(5 + i * 2)),
    })),
  );

  await db.insert(resources).values(
    resourceContent.map((r, i) => ({
      name: r.name,
      category: r.category,
      description: r.description,
      address: r.address ?? null,
      phone: r.phone ?? null,
      email: r.email ?? null,
      website: r.website ?? null,
      hours: r.hours ?? null,
      services: r.services ?? null,
      imageUrl: imageUrl('resource', r.slug),
      isEmergency: r.isEmergency ?? false,
      city: r.city,
      createdAt: daysFrom(now, -(60 + i * 4)),
    })),
  );
}
