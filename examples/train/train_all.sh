#!/usr/bin/env bash
# Train the four shipped baselines at once: MaskablePPO against three `medium` bots and
# self-play against a pool of past policies, for classic and Heul doch!, each with 3
# environment processes (16 processes in all: made for a machine of 16 cores).
# Usage: examples/train/train_all.sh OUT_DIR SECONDS  (run from the repository root)
set -u
out=${1:?OUT_DIR}
seconds=${2:-450}
mkdir -p "$out"
run() {  # name module variant preset extra...
    local name=$1 module=$2 variant=$3 preset=$4
    shift 4
    python3 -m "examples.train.$module" --variant "$variant" --preset "$preset" \
        --seconds "$seconds" --envs 3 --name "$name" --out "$out/$name.npz" "$@" \
        >"$out/$name.log" 2>&1 &
}
run classic-ppo-v1 maskable_ppo classic single --opponents medium
run classic-selfplay-v1 self_play classic single --anchors medium
run heuldoch-ppo-v1 maskable_ppo heuldoch standard --opponents medium
run heuldoch-selfplay-v1 self_play heuldoch standard --anchors medium
wait
tail -n 3 "$out"/*.log
