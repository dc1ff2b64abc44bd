import { amountToCents, centsToDollars } from '@shop/shared/money';
import { COUNTRIES } from '@shop/shared/orders/shipping';
import type { ShippingSettings } from '@shop/shared/orders/shipping-zones-schemas';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import {
  allAreas,
  allShippingMethods,
  allZones,
  deleteAllAreas,
  deleteMethodsExcept,
  deleteZonesExcept,
  existingMethodIds,
  existingZoneIds,
  insertAreas,
  insertMethod,
  insertZone,
  lockShippingSettings,
  type ShippingAreaRow,
  updateMethod,
  updateZone,
} from './shipping.queries';

/** Dollars as the API carries them (whole cents, checked by the schema) to cents. */
const cents = (dollars: number) => amountToCents(dollars.toFixed(2));

const countryOrder = new Map<string, number>(COUNTRIES.map((country, index) => [country.code, index]));

/** Places in the shop's country order, each whole country before its single regions. */
const byPlace = (a: ShippingAreaRow, b: ShippingAreaRow) =>
  (countryOrder.get(a.country) ?? 999) - (countryOrder.get(b.country) ?? 999) ||
  a.region.localeCompare(b.region);

/** The Shipping settings page's view: every zone with its places and methods, on or off, in order. */
export async function readShippingSettings(db: Db) {
  const [zones, areas, methods] = await Promise.all([allZones(db), allAreas(db), allShippingMethods(db)]);
  const sorted = [...areas].sort(byPlace);
  return {
    countries: [...new Set(sorted.map((area) => area.country))],
    zones: zones.map((zone) => ({
      id: zone.id,
      name: zone.name,
      areas: sorted
        .filter((area) => area.zoneId === zone.id)
        .map((area) =>
          area.region ? { country: area.country, region: area.region } : { country: area.country },
        ),
      methods: methods
        .filter((method) => method.zoneId === zone.id)
        .map((method) => ({
          id: method.id,
          name: method.name,
          price: centsToDollars(method.priceCents),
          estimate: method.estimate,
          freeOver: method.freeOverCents === null ? null : centsToDollars(method.freeOverCents),
          active: method.active,
        })),
    })),
  };
}

/**
 * What a shopper may read of the settings (the Shipping and returns page): each zone's name,
 * places and the methods that are on, with their prices and thresholds; no ids, nothing off.
 */
export async function readShippingRates(db: Db) {
  const { zones } = await readShippingSettings(db);
  return {
    zones: zones.map(({ name, areas, methods }) => ({
      name,
      areas,
      methods: methods
        .filter((method) => method.active)
        .map(({ name, price, estimate, freeOver }) => ({ name, price, estimate, freeOver })),
    })),
  };
}

/** Ids listed twice anywhere are a 400 naming the second place. */
function checkIdsOnce(settings: ShippingSettings) {
  const zoneIds = new Set<string>();
  const methodIds = new Set<string>();
  settings.zones.forEach((zone, zoneIndex) => {
    if (zone.id) {
      if (zoneIds.has(zone.id))
        throw new DomainError(400, 'A zone is listed twice.', `zones.${zoneIndex}.id`);
      zoneIds.add(zone.id);
    }
    zone.methods.forEach((method, index) => {
      if (!method.id) return;
      if (methodIds.has(method.id))
        throw new DomainError(
          400,
          'A delivery method is listed twice.',
          `zones.${zoneIndex}.methods.${index}.id`,
        );
      methodIds.add(method.id);
    });
  });
  return { zoneIds: [...zoneIds], methodIds: [...methodIds] };
}

/**
 * Saves the owner's zones in one transaction, as listed: a zone or method with an id is changed
 * (a method may move to another zone), one without is added, and one left out is deleted, while
 * the orders that used it keep their own copy of its name and price. An unknown id is a 404.
 */
export async function saveShippingSettings(db: Db, settings: ShippingSettings) {
  const { zoneIds, methodIds } = checkIdsOnce(settings);
  await db.transaction(async (tx) => {
    // First: it takes the settings row, so a second save waits for this one to end.
    await lockShippingSettings(tx);
    const [zonesFound, methodsFound] = await Promise.all([
      existingZoneIds(tx, zoneIds),
      existingMethodIds(tx, methodIds),
    ]);
    settings.zones.forEach((zone, zoneIndex) => {
      if (zone.id && !zonesFound.has(zone.id))
        throw new DomainError(404, `Shipping zone ${zone.id} not found`, `zones.${zoneIndex}.id`);
      zone.methods.forEach((method, index) => {
        if (method.id && !methodsFound.has(method.id))
          throw new DomainError(
            404,
            `Delivery method ${method.id} not found`,
            `zones.${zoneIndex}.methods.${index}.id`,
          );
      });
    });
    await deleteMethodsExcept(tx, methodIds);
    await deleteAllAreas(tx);
    // Zones left out go last: a kept method moves out of its old zone before that zone's delete
    // would take it along.
    const kept: string[] = [];
    for (const [position, zone] of settings.zones.entries()) {
      const values = { name: zone.name, position };
      let zoneId = zone.id;
      if (zoneId) await updateZone(tx, zoneId, values);
      else zoneId = await insertZone(tx, values);
      kept.push(zoneId);
      await insertAreas(
        tx,
        zone.areas.map((area) => ({
          zoneId: zoneId as string,
          country: area.country,
          region: area.region ?? '',
        })),
      );
      for (const [methodPosition, method] of zone.methods.entries()) {
        const methodValues = {
          zoneId,
          name: method.name,
          priceCents: cents(method.price),
          estimate: method.estimate,
          freeOverCents: method.freeOver === null ? null : cents(method.freeOver),
          active: method.active,
          position: methodPosition,
        };
        if (method.id) await updateMethod(tx, method.id, methodValues);
        else await insertMethod(tx, methodValues);
      }
    }
    await deleteZonesExcept(tx, kept);
  });
  return readShippingSettings(db);
}
