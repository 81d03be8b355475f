package main

import (
	"os"
	"time"
)

// watchParent calls stop once the process that started us has gone (we are re-parented),
// so an API killed with SIGKILL never leaves an orphaned database holding the data folder.
func watchParent(stop func()) {
	parent := os.Getppid()
	for {
		time.Sleep(time.Second)
		if os.Getppid() != parent {
			stop()
			return
		}
	}
}
