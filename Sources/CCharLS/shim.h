#pragma once
#include <charls/charls.h>
