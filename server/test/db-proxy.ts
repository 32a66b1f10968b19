// A TCP stand-in between the shop and its PostgreSQL that a test can cut and restore (the reference's Toxiproxy, in a
// few lines): while cut, open connections are dropped and new ones hang unanswered, as behind a dead network link.
import net from 'node:net';

export interface DatabaseProxy {
  /** The database URL to give the shop: the same database, reached through the proxy. */
  url: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** Proxies TCP connections to the PostgreSQL behind `databaseUrl` (a unix-socket URL of the embedded cluster). */
export async function startDatabaseProxy(databaseUrl: string): Promise<DatabaseProxy> {
  // postgresql://user:password@/database?host=/socket/dir&port=N: no host part, so not a WHATWG URL.
  const [, credentials, database, query] = /^postgres(?:ql)?:\/\/([^@]*)@\/([^?]+)\?(.*)$/.exec(databaseUrl) ?? [];
  if (!credentials || !database || query === undefined)
    throw new Error('startDatabaseProxy needs a unix-socket database URL');
  const params = new URLSearchParams(query);
  const socketPath = `${params.get('host')}/.s.PGSQL.${params.get('port') ?? '5432'}`;
  const open = new Set<net.Socket>();
  let cut = false;
  const server = net.createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    if (cut) return; // accepted, never answered: the shop's connect timeout must fire
    const upstream = net.connect(socketPath);
    open.add(upstream);
    upstream.on('close', () => {
      open.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgresql://${credentials}@127.0.0.1:${port}/${database}`,
    cut() {
      cut = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      cut = false;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
