import type {
  DeliveryMethod,
  ProductionComplexity,
  ProjectStatus,
  StageKey,
  UpdateParametersRequest,
} from '@corner/contracts';
import type { Elevation } from './drawing/kitchen-elevation.js';
import type { Material } from './drawing/surfaces.js';

/*
 * The shape of the demo projects. Dates are days relative to the day the demo is loaded, so
 * a fresh portal always shows a living timeline: estimates still valid, a delivery on its way.
 */

/** One item line: a demo catalog item by name and its quantity (in the item's unit). */
export interface DemoLine {
  item: string;
  quantity: string;
}

/** What the renders show besides the items: the room around the kitchen. */
export interface DemoRoom {
  wall: string;
  floor: Material;
  splash?: Material;
}

export interface DemoDesignVersion {
  name: string;
  /** Created this many days before the load. */
  daysAgo: number;
  lines: DemoLine[];
  room: DemoRoom;
  /** One render per elevation, drawn in the look of the version's items. */
  elevations: Elevation[];
  /** What the customer may try on its estimates (issue 37). */
  options?: DemoOptionGroup[];
}

/** An option group as staff would offer it, with demo catalog items by name. */
export type DemoOptionGroup = { id: string; label: string } & (
  | { kind: 'swap'; line: string; optional: boolean; items: string[] }
  | { kind: 'add'; items: DemoLine[] }
  | { kind: 'assembly' | 'delivery-type' | 'countertop-delivery' }
);

export type DemoParameters = Omit<UpdateParametersRequest, 'estimateParamsId' | 'revision'>;

export interface DemoBatch {
  name: string;
  daysAgo: number;
  /** Indexes into the project's versions: the versions the batch holds. */
  versions: number[];
  params: DemoParameters;
  /** Indexes of the versions calculated with the batch's parameters, and when. */
  estimated: number[];
  estimatedDaysAgo: number;
  /** A published estimate page for the batch. */
  pageSlug?: string;
}

export interface DemoProject {
  name: string;
  status: ProjectStatus;
  isDemo: boolean;
  /** E-mails of demo users. */
  customers: string[];
  daysAgo: number;
  /** Start date, in days from the load (negative: already started). */
  startInDays: number;
  productionComplexity: ProductionComplexity;
  deliveryMethod: DeliveryMethod;
  versions: DemoDesignVersion[];
  batches: DemoBatch[];
  /**
   * Index of the version staff pinned, with its newest estimate: what the customers see while
   * no page is published (a calculation alone shows them nothing, decision 38).
   */
  pinnedVersion?: number;
  /** The customer reserved a spot with the pinned version's estimate this many days ago. */
  reservedDaysAgo?: number;
  delivery?: { name: string; trackingLink: string };
}

/** A guide or checklist for one stage of the timeline (PRODUCT.md section 6). */
export interface DemoContent {
  stage: StageKey;
  name: string;
  body: string;
}
