#!/usr/bin/env zsh
# Prints the command line an interactive zsh holds after Tab at the end of LINE, with the completion
# functions of FOLDER on its fpath (compinit): what a person typing LINE and Tab would get.
# The shell runs on a pseudo-terminal (zsh/zpty); reads wait for what the shell prints, not for time.
# Usage: zsh -f scripts/lib/zsh-complete.zsh FOLDER LINE
zmodload zsh/zpty || exit 2
folder=$1 line=$2
zpty shell 'zsh -f -i'
# A key (Ctrl+T) that prints the line between markers; the typed text never contains them.
zpty -w shell "fpath=(${(q)folder} \$fpath); autoload -Uz compinit; compinit -u -D; \
dump() { zle -I; print -r -- \"<<\$BUFFER>>\" }; zle -N dump; bindkey '^T' dump; print RE''ADY"
zpty -r shell setup '*READY*' || exit 2
zpty -w -n shell "$line"$'\t\x14'
zpty -r shell output '*<<*>>*' || exit 2
zpty -d shell
output=${output##*<<}
print -r -- "${output%%>>*}"
