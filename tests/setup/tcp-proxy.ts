import { type Server, type Socket, connect, createServer } from "node:net";

/**
 * How a cut looks to the app: `refuse` closes the listening port (new connections get ECONNREFUSED);
 * `blackhole` accepts new connections and never answers, as a network silently dropping packets does.
 * Either way every open connection is destroyed.
 */
export type CutMode = "refuse" | "blackhole";

export type TcpProxy = {
  port: number;
  /** `url` with its host and port pointing at the proxy. */
  rewrite(url: string): string;
  cut(mode?: CutMode): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
};

/** A TCP proxy on 127.0.0.1 in front of `target`, which a test can cut and restore at will. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let state: "open" | CutMode = "open";
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };

  const onConnection = (client: Socket) => {
    track(client);
    if (state !== "open") {
      client.pause(); // held open, never answered
      return;
    }
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  };

  let server: Server = createServer(onConnection);
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
  await listen(0);
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("proxy has no address");
  const port = address.port;

  const destroyAll = () => {
    for (const socket of sockets) socket.destroy();
  };

  return {
    port,
    rewrite(url) {
      const rewritten = new URL(url);
      rewritten.hostname = "127.0.0.1";
      rewritten.port = String(port);
      return rewritten.toString();
    },
    async cut(mode = "blackhole") {
      state = mode;
      const closed =
        mode === "refuse" ? new Promise<void>((resolve) => server.close(() => resolve())) : undefined;
      destroyAll();
      await closed;
    },
    async restore() {
      const previous = state;
      state = "open";
      destroyAll(); // connections held by a blackhole never reach the target; drop them
      if (previous === "refuse") {
        server = createServer(onConnection);
        await listen(port);
      }
    },
    async close() {
      destroyAll();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
