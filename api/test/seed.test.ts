import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { PERMISSIONS } from '@sweepscout/shared';
import { ensureIndexes } from '../src/db/connect';
import { AdminSessionModel, createSession, verifyPassword } from '../src/auth';
import { AdminUserModel } from '../src/features/admin/adminUser.model';
import { CasinoModel } from '../src/features/casinos/model';
import { FaqModel } from '../src/features/faqs/model';
import { GameModel } from '../src/features/games/model';
import { GuideModel } from '../src/features/guides/model';
import { PageContentModel } from '../src/features/pages/model';
import { ReviewModel } from '../src/features/reviews/model';
import { UserRoleModel } from '../src/features/admin/userRole.model';
import { MEDIA_ASSETS } from '../src/paths';
import { MatchupModel } from '../src/features/headToHead/model';
import { runSeed } from '../src/seed';
import { SEED_CASINOS } from '../src/seed/data/casinos';
import { SEED_FAQS } from '../src/seed/data/faqs';
import { SEED_MATCHUPS } from '../src/seed/data/matchups';
import { seedMediaFiles } from '../src/seed/media/files';
import { closeDatabase, TEST_ADMIN_PASSWORD, useSeededDatabase } from './helpers';

beforeAll(() => useSeededDatabase('seed'));
afterAll(() => closeDatabase());

const counts = async () => ({
  casinos: await CasinoModel.countDocuments(),
  reviews: await ReviewModel.countDocuments(),
  guides: await GuideModel.countDocuments(),
  faqs: await FaqModel.countDocuments(),
  games: await GameModel.countDocuments(),
  pages: await PageContentModel.countDocuments(),
  admins: await AdminUserModel.countDocuments(),
  roles: await UserRoleModel.countDocuments(),
});

describe('seed data', () => {
  it('has the seeded catalogue', async () => {
    expect(await counts()).toEqual({
      casinos: 12,
      reviews: 8,
      guides: 6,
      faqs: 8,
      games: 8,
      pages: 3,
      admins: 1,
      roles: 1,
    });
    const casinos = await CasinoModel.find().lean();
    expect(casinos.filter((c) => c.name === 'Crown Coins Casino')).toHaveLength(1);
    expect(casinos.filter((c) => c.isFeatured).length).toBeGreaterThanOrEqual(6);
    expect(casinos.filter((c) => c.paymentMethods.length === 0)).toHaveLength(1);
    const ratings = casinos.map((c) => c.rating);
    expect(Math.min(...ratings)).toBeLessThanOrEqual(3.3);
    expect(Math.max(...ratings)).toBeGreaterThanOrEqual(4.8);
    expect(ratings.some((r) => [3, 4, 5, 6, 7].includes(Math.round((r % 1) * 10)))).toBe(true);
    expect(casinos.some((c) => c.bonusAmount.includes('FREE'))).toBe(true);
    expect(
      casinos.some((c) => !c.bonusAmount.includes('FREE') && c.bonusAmount.includes('Coins')),
    ).toBe(true);
    expect(casinos.some((c) => !/FREE|Coins/.test(c.bonusAmount))).toBe(true);
    expect(casinos.some((c) => c.minimumAge === 21)).toBe(true);
    expect(casinos.some((c) => c.promoCode)).toBe(true);
    expect(casinos.some((c) => c.termsUrl)).toBe(true);
    const crownGames = await GameModel.countDocuments({
      casinoId: casinos.find((c) => c.slug === 'crown-coins-casino')?._id,
    });
    expect(crownGames).toBeGreaterThanOrEqual(2);
  });

  it('stores the derived compare fields of every casino', async () => {
    const crown = await CasinoModel.findOne({ slug: 'crown-coins-casino' }).lean();
    expect(crown?.filterTags).toEqual({
      gameTypes: ['Slots', 'Table Games', 'Live Dealer', 'Progressives'],
      bonusTypes: ['Free Coins', 'First Purchase', 'Daily Login', 'VIP Program'],
      paymentMethods: ['Credit Card', 'PayPal'],
    });
    expect(crown?.bonusRank).toBe(2);
    expect(crown?.gamesCountValue).toBe(450);
  });

  it('recomputes derived fields when a casino is updated', async () => {
    const updated = await CasinoModel.findOneAndUpdate(
      { slug: 'blue-bayou-sweeps' },
      {
        $set: {
          gameTypes: 'Slots, Live Casino',
          paymentMethods: ['Bitcoin'],
          gamesCount: '1,000 Games',
        },
      },
      { returnDocument: 'after' },
    );
    expect(updated?.filterTags.gameTypes).toEqual(['Slots', 'Live Dealer']);
    const stored = await CasinoModel.findOne({ slug: 'blue-bayou-sweeps' }).lean();
    expect(stored?.filterTags.paymentMethods).toEqual(['Crypto']);
    expect(stored?.gamesCountValue).toBe(1000);
    const doc = await CasinoModel.findOne({ slug: 'blue-bayou-sweeps' });
    doc!.bonusAmount = 'FREE spins';
    await doc!.save();
    expect((await CasinoModel.findOne({ slug: 'blue-bayou-sweeps' }).lean())?.bonusRank).toBe(2);
  });

  it('has a local SVG for every image it refers to, up to date with the generator', () => {
    const files = seedMediaFiles();
    expect(files.size).toBeGreaterThanOrEqual(40);
    for (const [url, content] of files) {
      const file = path.join(MEDIA_ASSETS, url.replace(/^\/media\//, ''));
      expect(fs.readFileSync(file, 'utf8')).toBe(content);
    }
  });
});

describe('runSeed', () => {
  it('is idempotent: a second run inserts nothing', async () => {
    const before = await counts();
    const result = await runSeed({ adminPassword: TEST_ADMIN_PASSWORD });
    expect(Object.values(result.inserted).every((n) => n === 0)).toBe(true);
    expect(await counts()).toEqual(before);
  });

  it('seeds only an empty database: deleted and edited records stay as staff left them', async () => {
    await FaqModel.deleteOne({ order: 7 });
    await CasinoModel.updateOne({ slug: 'starlight-spins' }, { $set: { rating: 2.5 } });
    const before = await counts();
    const result = await runSeed({ adminPassword: TEST_ADMIN_PASSWORD });
    expect(result.inserted.faqs).toBe(0);
    expect(result.inserted.casinos).toBe(0);
    expect(await counts()).toEqual(before);
    expect(await FaqModel.exists({ order: 7 })).toBeNull();
    expect((await CasinoModel.findOne({ slug: 'starlight-spins' }).lean())?.rating).toBe(2.5);
  });

  it('keeps the admin password in sync with ADMIN_PASSWORD and never exposes the hash', async () => {
    const stored = await AdminUserModel.findOne({ username: 'admin' }).select('+passwordHash');
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(TEST_ADMIN_PASSWORD, stored!.passwordHash)).toBe(true);
    expect(JSON.stringify(stored)).not.toContain('passwordHash');
    expect(stored!.toJSON()).toEqual({
      id: stored!.id,
      username: 'admin',
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });

    const changed = await runSeed({ adminPassword: 'a-new-password' });
    // Never printed: only a generated password is shown (once).
    expect(changed.generatedAdminPassword).toBeNull();
    const after = await AdminUserModel.findOne({ username: 'admin' }).select('+passwordHash');
    expect(await verifyPassword('a-new-password', after!.passwordHash)).toBe(true);

    const unset = await runSeed({});
    expect(unset.generatedAdminPassword).toBeNull();
    const kept = await AdminUserModel.findOne({ username: 'admin' }).select('+passwordHash');
    expect(kept!.passwordHash).toBe(after!.passwordHash);

    const role = await UserRoleModel.findOne({ userId: after!._id }).lean();
    expect(role).toMatchObject({ role: 'admin', permissions: [...PERMISSIONS] });
  });

  it('without ADMIN_PASSWORD, writes a generated password once to a 0600 file and forces a change', async () => {
    await mongoose.connection.dropDatabase();
    await ensureIndexes();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sweepscout-seed-'));
    try {
      const first = await runSeed({ dataDir });
      expect(first.generatedAdminPasswordFile).toBe(
        path.join(dataDir, 'admin-initial-password.txt'),
      );
      const file = first.generatedAdminPasswordFile!;
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const password = fs.readFileSync(file, 'utf8').trim();
      expect(password).toMatch(/^[A-Za-z0-9_-]{12,}$/);
      const stored = await AdminUserModel.findOne({ username: 'admin' }).select('+passwordHash');
      expect(await verifyPassword(password, stored!.passwordHash)).toBe(true);
      expect(stored!.mustChangePassword).toBe(true);
      // Written once: the next start neither generates nor writes anything.
      const second = await runSeed({ dataDir });
      expect(second.generatedAdminPasswordFile).toBeNull();
      expect(fs.readFileSync(file, 'utf8').trim()).toBe(password);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('ADMIN_PASSWORD needs no forced change; ADMIN_TOTP_SECRET pre-enrols the second factor', async () => {
    await runSeed({ adminPassword: 'another-strong-password-8' });
    const reset = await AdminUserModel.findOne({ username: 'admin' }).select('+totpSecret');
    expect(reset!.mustChangePassword).toBeFalsy();
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await runSeed({ adminPassword: 'another-strong-password-8', adminTotpSecret: secret });
    const enrolled = await AdminUserModel.findOne({ username: 'admin' }).select('+totpSecret');
    expect(enrolled!.totpSecret).toBe(secret);
    await expect(
      runSeed({ adminPassword: 'another-strong-password-8', adminTotpSecret: 'not base32!' }),
    ).rejects.toThrow(/ADMIN_TOTP_SECRET/);
  });

  it('a new ADMIN_PASSWORD ends every session of the admin user', async () => {
    const admin = await AdminUserModel.findOne({ username: 'admin' }).lean();
    await createSession(admin!._id);
    await runSeed({ adminPassword: 'another-strong-password-9' });
    expect(await AdminSessionModel.countDocuments({ userId: admin!._id })).toBe(0);
  });

  it('two instances starting at once on an empty database seed it once, and both start', async () => {
    await mongoose.connection.dropDatabase();
    await ensureIndexes();
    await Promise.all([
      runSeed({ adminPassword: TEST_ADMIN_PASSWORD }),
      runSeed({ adminPassword: TEST_ADMIN_PASSWORD }),
    ]);
    const seeded = await counts();
    expect(seeded).toMatchObject({
      casinos: SEED_CASINOS.length,
      faqs: SEED_FAQS.length,
      admins: 1,
      roles: 1,
    });
    // No pair stored twice (head-to-heads have no unique key to refuse a second copy).
    expect(await MatchupModel.countDocuments()).toBe(SEED_MATCHUPS.length);
    // The lock is gone: a later start seeds at once (and finds nothing to insert).
    const later = await runSeed({ adminPassword: TEST_ADMIN_PASSWORD });
    expect(Object.values(later.inserted).every((n) => n === 0)).toBe(true);
  });

  it('a seed lock left by an instance that died is taken once its lease has passed', async () => {
    const seedLocks = mongoose.connection.collection<{ _id: string; until: Date }>('seedLocks');
    await seedLocks.insertOne({ _id: 'seed', until: new Date(Date.now() - 1000) });
    await runSeed({ adminPassword: TEST_ADMIN_PASSWORD });
    expect(await seedLocks.countDocuments()).toBe(0);
  });

  it('refuses a weak ADMIN_PASSWORD and changes nothing', async () => {
    const before = await AdminUserModel.findOne({ username: 'admin' }).select('+passwordHash');
    for (const weak of ['short-pw', 'aaaaaaaaaaaaaaaa', 'password12345678']) {
      await expect(runSeed({ adminPassword: weak })).rejects.toThrow(/ADMIN_PASSWORD/);
    }
    const after = await AdminUserModel.findOne({ username: 'admin' }).select('+passwordHash');
    expect(after!.passwordHash).toBe(before!.passwordHash);
  });
});
