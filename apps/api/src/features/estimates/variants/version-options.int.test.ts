import {
  adminDesignVersionSchema,
  estimateBreakdownsResponseSchema,
  type EstimateBreakdown,
} from '@corner/contracts';
import { demoEstimatePageSlug } from '@corner/demo';
import { Decimal } from 'decimal.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogItems, designVersions, itemLines } from '../../../db/schema.js';
import { caller } from '../../../../test/helpers/cache.js';
import { buildTestApp, type TestApp } from '../../../../test/helpers/app.js';
import { auditRowsOf } from '../../../../test/helpers/audit-rows.js';

/*
 * Issue 37 points 1 and 4 on the demo data: the options staff offer on a design version, and
 * what the estimate pages give the browser to price a variant with.
 */
let subject: TestApp;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  subject = await buildTestApp({ demoData: true });
  call = caller(subject);
}, 180_000);
afterAll(() => subject.close());

const db = () => subject.app.database.db;
const designer = 'designer@corner.example';
const customer = 'customer@corner.example';
const other = 'other@corner.example';

async function pageBreakdowns() {
  const response = await call('GET', `/estimate-view/${demoEstimatePageSlug}/breakdown`);
  expect(response.statusCode, response.body).toBe(200);
  return estimateBreakdownsResponseSchema.parse(response.json());
}

const withOptions = (items: EstimateBreakdown[]) => items.find((item) => item.options !== null)!;

async function versionOf(breakdown: EstimateBreakdown) {
  const [row] = await db()
    .select()
    .from(designVersions)
    .where(eq(designVersions.id, breakdown.designVersionId));
  return row!;
}

const trailOf = (response: { headers: Record<string, unknown> }) => auditRowsOf(db(), response);

async function catalogPrice(name: string) {
  const [row] = await db().select().from(catalogItems).where(eq(catalogItems.name, name));
  return row!;
}

describe('options on the demo estimate', () => {
  it('offers a front finish, a worktop, a pantry, assembly and delivery on one version only', async () => {
    const items = await pageBreakdowns();
    expect(items.filter((item) => item.options !== null)).toHaveLength(1);
    const options = withOptions(items).options!;
    expect(options.groups.map((group) => [group.id, group.kind])).toEqual([
      ['front', 'swap'],
      ['worktop', 'swap'],
      ['pantry', 'add'],
      ['assembly', 'assembly'],
      ['delivery', 'delivery-type'],
    ]);
    expect(options.priceList.version).toBe(withOptions(items).drivers.priceListVersion);
  });

  it("works out each choice's change to the total on the server, as the estimate's rates give it", async () => {
    const breakdown = withOptions(await pageBreakdowns());
    const options = breakdown.options!;
    const quartz = breakdown.lines.find((line) => line.category === 'countertop')!;
    const oak = await catalogPrice('Solid Oak Worktop 40 mm');
    const worktop = options.groups.find((group) => group.id === 'worktop')!;
    const oakKey =
      'items' in worktop ? worktop.items.find((item) => item.name === oak.name)!.id : '';
    // A worktop is priced by its length; neither assembly nor the separate countertop delivery moves.
    const expected = new Decimal(quartz.quantity).times(
      new Decimal(oak.unitPrice).minus(quartz.unitPrice),
    );
    expect(options.differences.worktop![oakKey]).toBe(expected.toNumber());
    expect(options.differences.worktop!.designed).toBe(0);
    expect(options.differences.assembly!.assembled).toBe(0);
    expect(options.differences.assembly!['not-assembled']).toBeLessThan(0);
  });

  it("starts from the estimate's snapshot: an item's price offered stays when the catalog changes", async () => {
    const breakdown = withOptions(await pageBreakdowns());
    const before = breakdown.options!.groups.find((group) => group.id === 'front')!;
    await db()
      .update(catalogItems)
      .set({ unitPrice: '999.00' })
      .where(eq(catalogItems.name, 'Walnut Veneer Slab Front'));
    const version = await versionOf(breakdown);
    const saved = await call(
      'PUT',
      `/admin/projects/${version.projectId}/design-versions/${version.id}/options`,
      designer,
      { groups: version.optionGroups.map(requestOf) },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const after = adminDesignVersionSchema
      .parse(saved.json())
      .options.find((g) => g.id === 'front');
    expect(after).toEqual(before);
  });
});

/** A stored group as the back office sends it back. */
function requestOf(group: ReturnType<typeof adminDesignVersionSchema.parse>['options'][number]) {
  switch (group.kind) {
    case 'swap':
      return {
        id: group.id,
        label: group.label,
        kind: group.kind,
        lineId: group.lineId,
        optional: group.optional,
        catalogItemIds: group.items.map((item) => item.catalogItemId!),
      };
    case 'add':
      return {
        id: group.id,
        label: group.label,
        kind: group.kind,
        items: group.items.map((item) => ({
          catalogItemId: item.catalogItemId!,
          quantity: Number(item.quantity),
        })),
      };
    default:
      return { id: group.id, label: group.label, kind: group.kind };
  }
}

describe('setting the options of a version', () => {
  async function target() {
    const version = await versionOf(withOptions(await pageBreakdowns()));
    const lines = await db()
      .select()
      .from(itemLines)
      .where(eq(itemLines.designVersionId, version.id));
    return {
      version,
      lines,
      url: `/admin/projects/${version.projectId}/design-versions/${version.id}/options`,
    };
  }

  it('is staff work: anonymous 401, customers 403, another project 404', async () => {
    const { version, url } = await target();
    const body = { groups: [{ label: 'Assembly', kind: 'assembly' }] };
    expect((await call('PUT', url, undefined, body)).statusCode).toBe(401);
    expect((await call('PUT', url, customer, body)).statusCode).toBe(403);
    expect((await call('PUT', url, other, body)).statusCode).toBe(403);
    const wrongProject = url.replace(version.projectId, '00000000-0000-4000-8000-000000000000');
    expect((await call('PUT', wrongProject, designer, body)).statusCode).toBe(404);
  });

  it.each([
    [
      'a line of no such version',
      () => ({ lineId: '00000000-0000-4000-8000-000000000000' }),
      'This version has no such line',
    ],
    [
      'an alternative of another category',
      ({ worktop }: Picks) => ({ catalogItemIds: [worktop] }),
      'An alternative to a front line is a front',
    ],
    [
      'an unknown catalog item',
      () => ({ catalogItemIds: ['00000000-0000-4000-8000-000000000000'] }),
      'No such catalog item',
    ],
    [
      'the same item twice',
      ({ walnut }: Picks) => ({ catalogItemIds: [walnut, walnut] }),
      'An item is offered once in a group',
    ],
  ])('refuses %s with a 400 naming it, and changes nothing', async (_case, change, message) => {
    const { version, lines, url } = await target();
    const fronts = lines.find((line) => line.category === 'front')!;
    const picks: Picks = {
      walnut: (await catalogPrice('Walnut Veneer Slab Front')).id,
      worktop: (await catalogPrice('Terrazzo Worktop 30 mm')).id,
    };
    const group = {
      label: 'Fronts',
      kind: 'swap',
      lineId: fronts.id,
      optional: false,
      catalogItemIds: [picks.walnut],
      ...change(picks),
    };
    const response = await call('PUT', url, designer, { groups: [group] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
    expect((await versionOf(withOptions(await pageBreakdowns()))).optionGroups).toEqual(
      version.optionGroups,
    );
  });

  it('refuses two groups for one estimate choice', async () => {
    const { url } = await target();
    const response = await call('PUT', url, designer, {
      groups: [
        { label: 'Assembly', kind: 'assembly' },
        { label: 'Assembled?', kind: 'assembly' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(
      'A line or an estimate choice is offered in one group only',
    );
  });

  it('records each group changed or taken away against the version, in words', async () => {
    const { version, url } = await target();
    const groups = version.optionGroups.map(requestOf);
    const assembly = version.optionGroups.find((group) => group.kind === 'assembly')!;
    const delivery = version.optionGroups.find((group) => group.kind === 'delivery-type')!;
    const saved = await call('PUT', url, designer, {
      groups: groups
        .filter((group) => group.id !== delivery.id)
        .map((group) => (group.id === assembly.id ? { ...group, label: 'Fitting' } : group)),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await trailOf(saved)).toMatchObject([
      {
        actorEmail: designer,
        summary: `changed the options of ${version.name}`,
        entityKind: 'design-version',
        entityId: version.id,
        projectId: version.projectId,
        changes: [
          {
            field: `options.${assembly.id}.label`,
            label: `Option ${assembly.label} label`,
            from: assembly.label,
            to: 'Fitting',
          },
          {
            field: `options.${delivery.id}`,
            label: `Option ${delivery.label}`,
            from: 'shipping or air freight',
            to: null,
          },
        ],
      },
    ]);
    // As it was, for the tests after this one.
    const restored = await call('PUT', url, designer, { groups });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await versionOf(withOptions(await pageBreakdowns()))).optionGroups).toEqual(
      version.optionGroups,
    );
  });
});

interface Picks {
  walnut: string;
  worktop: string;
}

describe('removing a line', () => {
  it('takes away the option that offered it in another item, and keeps the others', async () => {
    const version = await versionOf(withOptions(await pageBreakdowns()));
    const swap = version.optionGroups.find((group) => group.kind === 'swap')!;
    const lineId = swap.kind === 'swap' ? swap.lineId : '';
    const removed = await call(
      'DELETE',
      `/admin/projects/${version.projectId}/design-versions/${version.id}/lines/${lineId}`,
      designer,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    const groups = adminDesignVersionSchema.parse(removed.json()).options;
    expect(groups.map((group) => group.id)).toEqual(
      version.optionGroups.filter((group) => group.id !== swap.id).map((group) => group.id),
    );
    const [removal] = await trailOf(removed);
    expect(removal!.changes).toContainEqual(
      expect.objectContaining({
        field: `options.${swap.id}`,
        label: `Option ${swap.label}`,
        to: null,
      }),
    );
  });
});
