import { availableParallelism, loadavg } from 'node:os';
import { describeEachDatabase } from '@shop/db/testing';
import { expect, it } from 'vitest';
import { ADDRESS_DE, ERRORS, LOGIN, newEmail, RECOVER, REGISTER, type UserError } from './account-answers';
import { accountWorld } from './account-world';

describeEachDatabase('the commerce subschema: password recovery', (getDb) => {
  const { world, clock, shopper, registrationInput, register, mailTo } = accountWorld(getDb);

  it('mails the recovery in the language and store of the account, whichever store it is asked through', async () => {
    const { email } = await register(shopper('de-de'), { billingAddress: ADDRESS_DE });
    await shopper('nl-nl').call(RECOVER, { email });
    const [mail] = await mailTo(email, 'password-recovery');
    expect(mail).toMatchObject({ language: 'de', subject: 'Neues Passwort festlegen' });
    const html = await (await fetch(`${world.url}${mail!.url}`)).text();
    expect(html).toContain('<html lang="de">');
    expect(html).toMatch(/href="http:\/\/de-de\.localhost:3000\/account\/finish\/[\w-]{43}"/);
  });

  it('answers a recovery request at once and the same for known and unknown addresses; mails only the known', async () => {
    const owner = shopper();
    const { email } = await register(owner);
    // Slow mail work must not slow the answer (nor tell, by its timing, that an address has an account).
    const original = world.gateway.mailer.passwordRecovery.bind(world.gateway.mailer);
    world.gateway.mailer.passwordRecovery = async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      return original(...args);
    };
    try {
      const ask = async (address: string) => {
        const started = performance.now();
        const data = await shopper().call<{ sendPasswordRecoveryMail: unknown }>(
          `mutation S($email: String!) { sendPasswordRecoveryMail(email: $email) { success ${ERRORS} } }`,
          { email: address },
        );
        return { data, ms: performance.now() - started };
      };
      const known = await ask(email);
      const unknown = await ask(newEmail());
      expect(known.data).toEqual({ sendPasswordRecoveryMail: { success: true, errors: [] } });
      expect(unknown.data).toEqual(known.data);
      expect(known.ms).toBeLessThan(500);
      expect(unknown.ms).toBeLessThan(500);
    } finally {
      world.gateway.mailer.passwordRecovery = original;
    }
    expect(await mailTo(email, 'password-recovery')).toHaveLength(1);
  });

  it('answers login, registration and recovery as fast for a known address as for an unknown one (p95 within 10 ms)', async () => {
    const { email: known } = await register(shopper());
    const operations = {
      login: (email: string) => [LOGIN, { email, password: 'a wrong guess' }] as const,
      registration: (email: string) => [REGISTER, { input: registrationInput(email) }] as const,
      recovery: (email: string) => [RECOVER, { email }] as const,
    };
    const ROUNDS = 40;
    const WARM_UP = 4;
    /** Tries per operation: on a machine shared with other work one pass can be unlucky; a real difference is not. */
    const PASSES = 5;
    const cores = availableParallelism();
    const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;
    const oneDecimal = (ms: number) => Math.round(ms * 10) / 10;
    const compare = (known: number[], unknown: number[]) => ({
      known: oneDecimal(p95(known)),
      unknown: oneDecimal(p95(unknown)),
      difference: oneDecimal(Math.abs(p95(known) - p95(unknown))),
    });

    /**
     * One pass of interleaved rounds: the p95 answer time (wall clock, as a caller sees it) for the known address and
     * for unknown ones, and the p95 processor time the process spent on each answer (gateway and database here are one
     * process: it counts the work done, which the machine's other load hardly changes).
     */
    async function measure(operation: (email: string) => readonly [string, object]) {
      const wall = { known: [] as number[], unknown: [] as number[] };
      const cpu = { known: [] as number[], unknown: [] as number[] };
      const load = loadavg()[0]!;
      for (let round = 0; round < WARM_UP + ROUNDS; round++) {
        // In turns first: the machine's load weighs on both alike. A new client each time, and the clock an hour on
        // each round, so that no limit answers instead (that answer would be the same for both anyway).
        const order = round % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
        for (const kind of order) {
          const [query, variables] = operation(kind === 'known' ? known : newEmail());
          const who = shopper();
          const cpuStart = process.cpuUsage();
          const started = performance.now();
          const answer = await who.raw<Record<string, { errors: UserError[] }>>(query, variables);
          const ms = performance.now() - started;
          const used = process.cpuUsage(cpuStart);
          expect(Object.values(answer.data!)[0]!.errors.map((error) => error.code)).not.toContain('TOO_MANY_ATTEMPTS');
          if (round >= WARM_UP) {
            wall[kind].push(ms);
            cpu[kind].push((used.user + used.system) / 1000);
          }
          // The mails' background work is done between measurements, not during them.
          await world.gateway.mailer.idle();
        }
        clock.advance(60 * 60_000 + 1000);
      }
      return {
        wall: compare(wall.known, wall.unknown),
        cpu: compare(cpu.known, cpu.unknown),
        load: oneDecimal(Math.max(load, loadavg()[0]!)),
      };
    }

    const figures: Record<string, Awaited<ReturnType<typeof measure>>[]> = {};
    for (const [name, operation] of Object.entries(operations)) {
      figures[name] = [];
      for (let pass = 0; pass < PASSES; pass++) {
        const figure = await measure(operation);
        figures[name].push(figure);
        // Another pass only helps when the wall clock counts (below) and was unlucky.
        if (figure.cpu.difference <= 10 && (figure.wall.difference <= 10 || figure.load >= cores)) break;
      }
    }
    console.info(
      `answer times, p95 in ms per pass (known / unknown address; load average against ${cores} cores):`,
      JSON.stringify(figures),
    );
    for (const [name, passes] of Object.entries(figures)) {
      // The work done: the same within 10 ms, always.
      expect(Math.min(...passes.map((pass) => pass.cpu.difference)), `${name}: processor time`).toBeLessThanOrEqual(10);
      // The time a caller waits: within 10 ms on a machine that is not overloaded (when every pass ran with more
      // runnable work than cores, the wall clock measures the neighbours, and only the processor time counts).
      if (passes.some((pass) => pass.load < cores)) {
        expect(Math.min(...passes.map((pass) => pass.wall.difference)), `${name}: answer time`).toBeLessThanOrEqual(10);
      }
    }
  }, 600_000);

  it('resets the password through the link of the recovery mail (once), ending the sessions', async () => {
    const owner = shopper();
    const { email } = await register(owner);
    const sessionToken = owner.token;
    const asker = shopper();
    await asker.call(`mutation S($email: String!) { sendPasswordRecoveryMail(email: $email) { success } }`, { email });
    const [mail] = await mailTo(email, 'password-recovery');
    expect(mail).toMatchObject({ subject: 'Stel een nieuw wachtwoord in' });
    const page = await fetch(`${world.url}${mail!.url}`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    const link = /href="(http:\/\/localhost:3000\/account\/finish\/([\w-]{43}))"/.exec(html);
    expect(link).not.toBeNull();
    const hash = link![2]!;
    // The token is in the mail only: never in the API's answers, and only its digest is stored.
    const stored = await getDb().selectFrom('commerce_customer_token').select('digest').execute();
    expect(stored.map((row) => row.digest)).not.toContain(hash);

    const RESET = `mutation P($input: ResetPasswordInput!) { resetPassword(input: $input) { success ${ERRORS} } }`;
    const mismatch = await asker.call<{ resetPassword: { success: boolean; errors: UserError[] } }>(RESET, {
      input: { hash, newPassword: 'brand new secret', newPasswordConfirm: 'brand new secreT' },
    });
    expect(mismatch.resetPassword).toEqual({
      success: false,
      errors: [{ code: 'INVALID_INPUT', message: 'De wachtwoorden komen niet overeen.', field: 'newPasswordConfirm' }],
    });
    const reset = await asker.call<{ resetPassword: { success: boolean; errors: UserError[] } }>(RESET, {
      input: { hash, newPassword: 'brand new secret', newPasswordConfirm: 'brand new secret' },
    });
    expect(reset.resetPassword).toEqual({ success: true, errors: [] });
    const reused = await asker.call<{ resetPassword: { success: boolean; errors: UserError[] } }>(RESET, {
      input: { hash, newPassword: 'another secret!', newPasswordConfirm: 'another secret!' },
    });
    expect(reused.resetPassword.errors[0]?.code).toBe('INVALID_RESET_TOKEN');
    expect((await owner.raw('{ customer { email } }', {}, sessionToken)).data).toEqual({ customer: null });
    const login = await shopper().call<{ login: { errors: UserError[] } }>(LOGIN, {
      email,
      password: 'brand new secret',
    });
    expect(login.login.errors).toEqual([]);
  });
});
