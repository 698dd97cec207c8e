import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PartnerLocationResponse, PartnerLocationsResponse } from '@cabinet/contract';
import { startTestApp, type TestApp, type TestUser } from '../helpers/test-app.js';
import type { Session } from '../helpers/session.js';
import { twoCompanies, type Company } from '../helpers/two-companies.js';
import { seedDemoLocations } from '../../src/features/locations/index.js';

let t: TestApp;
let admin: Session;
let partnerA: Company, partnerB: Company;
let memberA: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  ({ admin, partnerA, partnerB, memberA } = await twoCompanies(t));
});
afterAll(() => t.close());

describe('locations', () => {
  it('places partners by their profile’s city until a location is set', async () => {
    const { data } = PartnerLocationsResponse.parse((await admin.get('/api/locations')).json());
    const byId = new Map(data.map((l) => [l.partnerId, l]));
    expect(byId.get(partnerA.id)).toMatchObject({
      cityCode: 'almaty',
      exact: false,
      latitude: 43.238,
      usersCount: 1,
    });
    // "Нур-Султан" is not on the list: the partner is not on the map until placed.
    expect(byId.get(partnerB.id)).toMatchObject({ cityCode: null, latitude: null });
  });

  it('an admin sets a city and a point; the partner sees its own only', async () => {
    const res = await admin.post(`/api/locations/${partnerB.id}`, {
      cityCode: 'astana',
      latitude: 51.1283,
      longitude: 71.4305,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(PartnerLocationResponse.parse(res.json()).data).toMatchObject({
      cityCode: 'astana',
      exact: true,
      latitude: 51.1283,
    });
    const again = await admin.post(`/api/locations/${partnerB.id}`, { cityCode: 'astana' });
    expect(PartnerLocationResponse.parse(again.json()).data).toMatchObject({
      exact: false,
      latitude: 51.169,
    });
    const own = PartnerLocationsResponse.parse(
      (await partnerB.session.get('/api/locations')).json(),
    );
    expect(own.data.map((l) => l.partnerId)).toEqual([partnerB.id]);
    expect((await partnerB.session.get(`/api/locations/${partnerA.id}`)).statusCode).toBe(403);
    expect((await partnerB.session.get(`/api/locations/${partnerB.id}`)).statusCode).toBe(200);
  });

  it('only an admin edits; bad places are a 422 with field messages', async () => {
    const denied = await partnerB.session.post(`/api/locations/${partnerB.id}`, {
      cityCode: 'almaty',
    });
    expect(denied.statusCode).toBe(403);
    const bad = await admin.post(`/api/locations/${partnerA.id}`, {
      cityCode: 'paris',
      latitude: 59.94,
      longitude: 30.31,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      cityCode: ['Выберите город из списка'],
      latitude: ['Точка должна быть в Казахстане'],
      longitude: ['Точка должна быть в Казахстане'],
    });
    const half = await admin.post(`/api/locations/${partnerA.id}`, {
      cityCode: 'almaty',
      latitude: 43.2,
    });
    expect(half.json().errors).toEqual({
      longitude: ['Укажите и широту, и долготу (или ни одну)'],
    });
    const english = await admin.post(
      `/api/locations/${partnerA.id}`,
      { cityCode: 'x' },
      { headers: { 'accept-language': 'en' } },
    );
    expect(english.json().errors.cityCode).toEqual(['Choose a city from the list']);
    expect(
      (await admin.post(`/api/locations/${memberA.id}`, { cityCode: 'almaty' })).statusCode,
    ).toBe(404);
  });

  it('seeds the demo partners’ places once they exist', async () => {
    await seedDemoLocations(t.db, t.clock.now().toISOString());
    const { data } = PartnerLocationsResponse.parse((await admin.get('/api/locations')).json());
    expect(data).toHaveLength(2);
  });
});
