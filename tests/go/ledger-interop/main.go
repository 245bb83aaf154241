// Reads a checkpoint, the log's verifier key and two proofs (JSON on stdin) and checks them with Go's
// golang.org/x/mod/sumdb/note and tlog: an existing implementation of the formats the ledger publishes (D12).
// Test only, never shipped: tests/server/ledger-go.test.ts runs it.
package main

import (
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"

	"golang.org/x/mod/sumdb/note"
	"golang.org/x/mod/sumdb/tlog"
)

type input struct {
	Vkey        string   `json:"vkey"`
	Checkpoint  string   `json:"checkpoint"`
	TxHash      string   `json:"txHash"`
	Index       int64    `json:"index"`
	Inclusion   []string `json:"inclusion"`
	OldSize     int64    `json:"oldSize"`
	OldRoot     string   `json:"oldRoot"`
	Consistency []string `json:"consistency"`
}

func fail(format string, args ...interface{}) {
	fmt.Printf("FAIL "+format+"\n", args...)
	os.Exit(1)
}

func hashOf(text string) tlog.Hash {
	var h tlog.Hash
	bytes, err := base64.StdEncoding.DecodeString(text)
	if err != nil || len(bytes) != len(h) {
		fail("bad hash %q", text)
	}
	copy(h[:], bytes)
	return h
}

func main() {
	var in input
	if err := json.NewDecoder(os.Stdin).Decode(&in); err != nil {
		fail("input: %v", err)
	}
	verifier, err := note.NewVerifier(in.Vkey)
	if err != nil {
		fail("verifier key: %v", err)
	}
	n, err := note.Open([]byte(in.Checkpoint), note.VerifierList(verifier))
	if err != nil {
		fail("note: %v", err)
	}
	lines := strings.Split(n.Text, "\n")
	if len(lines) < 4 || lines[0] != verifier.Name() {
		fail("checkpoint body %q", n.Text)
	}
	size, err := strconv.ParseInt(lines[1], 10, 64)
	if err != nil {
		fail("size: %v", err)
	}
	root := hashOf(lines[2])
	data, err := hex.DecodeString(in.TxHash)
	if err != nil {
		fail("txHash: %v", err)
	}
	var record tlog.RecordProof
	for _, item := range in.Inclusion {
		record = append(record, hashOf(item))
	}
	if err := tlog.CheckRecord(record, size, root, in.Index, tlog.RecordHash(data)); err != nil {
		fail("inclusion: %v", err)
	}
	var tree tlog.TreeProof
	for _, item := range in.Consistency {
		tree = append(tree, hashOf(item))
	}
	if err := tlog.CheckTree(tree, size, root, in.OldSize, hashOf(in.OldRoot)); err != nil {
		fail("consistency: %v", err)
	}
	fmt.Printf("OK %s size %d: %d signature verified, %d other signatures; inclusion of %d and consistency with %d verified\n",
		verifier.Name(), size, len(n.Sigs), len(n.UnverifiedSigs), in.Index, in.OldSize)
}
