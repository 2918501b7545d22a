export interface StaticServer {
  url: string;
  close(): Promise<void>;
}
export declare function serveStatic(dir: string, options?: { port?: number; host?: string }): Promise<StaticServer>;
export declare const SHELLS: ReadonlyArray<{ prefix: string; file: string }>;
