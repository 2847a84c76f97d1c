import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, repoRoot } from './config';
import { DataDirBusyError } from './db/data-dir-lock';
import { createDatabase } from './db/client';
import { prepareDatabase } from './startup/bootstrap';
import { demoAccounts } from './startup/seed';
import { hostNotBuilt } from './plugins/host-app';

/** The only file that listens: configuration, database, app, and a graceful shutdown. */
async function main() {
  const config = loadConfig();
  const database = await createDatabase(config);
  const report = await prepareDatabase(database, config).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const app = await buildApp({ config, database });

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'encerrando');
    // Stop accepting connections and finish in-flight requests, then release the database.
    const timer = setTimeout(() => {
      app.log.error('encerramento demorou demais; saindo à força');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'falha ao encerrar');
      process.exit(1);
    }
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  if (!app.hostBuild) app.log.warn(hostNotBuilt);

  const shownHost = ['0.0.0.0', '::', 'localhost'].includes(config.host) ? 'localhost' : config.host;
  const lines = [
    '',
    `Bilheteria em http://${shownHost}:${config.port} (API em /api)`,
    `Banco de dados: ${database.kind === 'pglite' ? `PGlite em ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    `Pagamentos: ${config.asaas.apiKey ? `Asaas (${config.asaas.baseUrl})` : 'provedor Pix local (desenvolvimento)'}`,
    `Aplicativo: ${app.hostBuild ? path.relative(repoRoot, app.hostBuild) : `NÃO COMPILADO. ${hostNotBuilt}`}`,
    '',
    'Contas:',
    `  ADMIN        ${config.admin.email}${config.nodeEnv === 'production' ? '' : ` / ${config.admin.password}`}`,
  ];
  if (config.seedDemo) {
    lines.push(
      `  Organizador  ${demoAccounts.organizer.email} / ${demoAccounts.organizer.password}`,
      `  Comprador    ${demoAccounts.buyer.email} / ${demoAccounts.buyer.password}`,
    );
    if (report.seed.seeded)
      lines.push('', `Dados de demonstração criados: ${report.seed.publishedEvents} eventos publicados.`);
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirBusyError ? error.message : error);
  process.exit(1);
});
