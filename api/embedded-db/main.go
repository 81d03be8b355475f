// Command embedded-db runs FerretDB 1.24 on its SQLite backend as the site's embedded
// MongoDB-compatible database. FerretDB's own command (`go install .../cmd/ferretdb`) panics
// without a generated version file, so we wrap its embeddable package instead.
package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"runtime/debug"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen", envOr("EMBEDDED_DB_LISTEN", ""), "loopback TCP address to listen on (none by default)")
	unix := flag.String("unix", envOr("EMBEDDED_DB_UNIX", ""), "Unix socket to listen on, in a folder only this user may enter")
	dataDir := flag.String("data", envOr("EMBEDDED_DB_DATA", ".data/db"), "folder for the SQLite files")
	flag.Parse()

	// The files hold every account and subscriber: only this user may enter the folder, even
	// when it existed before with looser rights.
	dir, err := filepath.Abs(*dataDir)
	if err == nil {
		err = os.MkdirAll(dir, 0o700)
	}
	if err == nil {
		err = os.Chmod(dir, 0o700)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "embedded-db: data folder: %v\n", err)
		os.Exit(1)
	}

	if *listen == "" && *unix == "" {
		fmt.Fprintln(os.Stderr, "embedded-db: give -unix <socket> or -listen <address>")
		os.Exit(1)
	}
	if *unix != "" {
		// A socket left by a process that was killed would make the listener fail.
		if err := os.Remove(*unix); err != nil && !os.IsNotExist(err) {
			fmt.Fprintf(os.Stderr, "embedded-db: stale socket: %v\n", err)
			os.Exit(1)
		}
	}

	tuneGarbageCollector()

	db, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listen, Unix: *unix},
		Handler:   "sqlite",
		SQLiteURL: "file:" + dir + "/",
	})
	if err != nil {
		fmt.Fprintf(os.Stderr, "embedded-db: %v\n", err)
		os.Exit(1)
	}

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	// Stop when the parent (the API process) dies without signalling us.
	go watchParent(stop)

	fmt.Printf("embedded-db listening on %s%s, data in %s\n", *listen, *unix, dir)
	db.Run(ctx)
}

func envOr(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}

// FerretDB allocates for every document it decodes and encodes, and with Go's default (a
// collection each time the heap doubles) a fifth of the database's CPU time went to collecting:
// eight of the API's integration files took 9.2 CPU-seconds of the database instead of 7.4 with
// 400 %. Collections then come once the heap has grown four times what survived the last, under
// a soft limit of 512 MiB (at which they come sooner). GOGC and GOMEMLIMIT decide instead when
// the binary is started by hand with them (the API passes it only PATH, HOME and TMPDIR).
// Measured beside those tests, the database's largest RSS was 97 MB instead of 72.
func tuneGarbageCollector() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(512 << 20)
	}
}
