# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

## Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

!# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

v# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

## Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

B# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

## Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

+# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

w# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

## Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

,# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

w# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

w# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

6# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

5# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

5# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

3# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

4# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

## Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

w# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

,# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

`# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

`# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

<# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

># Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

.# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

## Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

## Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

<# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

># Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

=# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

1# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

2# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

2# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

5# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

6# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

v# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

,# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

## Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

,# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

v# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

,# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

,# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

## Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

w# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

v# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

.# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

## Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

## Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

P# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

w# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

## Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

.# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

v# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

.# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

=# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

{# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

B# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

A# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

S# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

H# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

S# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

O# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

U# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

R# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

C# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

E# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

[# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

0# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

]# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

}# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

&# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

&# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

w# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

{# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

B# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

A# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

S# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

H# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

S# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

O# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

U# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

R# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

C# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

E# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

[# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

0# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

]# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

}# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

=# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

.# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

.# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

&# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

&# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

w# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

=# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

.# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

=# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

{# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

%# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

\# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

*# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

># Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

&# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

2# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

;# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

}# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

{# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

*# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

;# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

1# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

;# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

}# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

v# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

># Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

v# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

2# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

># Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

&# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

1# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

C# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

L# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

I# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

.# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

># Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

v# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

2# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

># Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

&# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

1# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

D# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

D# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

O# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

C# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

K# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

E# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

R# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

H# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

O# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

S# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

T# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

=# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

[# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

[# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

!# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

]# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

]# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

;# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

># Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

&# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

2# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

?# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

[# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

[# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

]# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

]# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

># Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

v# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

2# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

># Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

&# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

1# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

;# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

;# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

=# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

v# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

[# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

[# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

]# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

]# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

P# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

A# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

T# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

H# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

=# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

## Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

S# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

,# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

## Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

w# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

=# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

># Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

;# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

v# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

.# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

<# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

<# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

w# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

=# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

># Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

{# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

3# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

~# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

^# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

\# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

3# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

;# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

}# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

1# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

~# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

^# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

\# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

{# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

1# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

}# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

[# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

[# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

{# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

## Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

[# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

@# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

]# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

}# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

0# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

]# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

]# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

=# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

{# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

{# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

[# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

@# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

]# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

}# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

;# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

%# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

\# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

2# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

5# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

6# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

<# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

1# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

}# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

2# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

5# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

6# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

1# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

1# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

2# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

=# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

># Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

v# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

2# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

># Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

&# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

1# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

;# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

%# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

\# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

># Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

%# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

\# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

0# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

=# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

E# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

X# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

I# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

T# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

=# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

{# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

,# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

,# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

,# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

,# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

,# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

,# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

,# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

w# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

,# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

,# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

,# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

v# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

}# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

## Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

v# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

,# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

v# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

.# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

0# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

7# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

5# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

5# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

w# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

I# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

F# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

S# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

=# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

;# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

[# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

[# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

z# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

]# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

]# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

&# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

&# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

=# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

[# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

[# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

L# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

]# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

]# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

&# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

&# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

<# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

<# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

## Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

,# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

;# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

## Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

,# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

## Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

.# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

0# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

7# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

5# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

5# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

{# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

[# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

@# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

]# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

}# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

;# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

L# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

## Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

A# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

.# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

.# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

=# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

[# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

[# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

!# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

=# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

]# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

]# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

;# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

[# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

[# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

]# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

]# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

L# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

># Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

w# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

<# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

<# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

E# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

O# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

F# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

0# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

0# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

6# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

5# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

5# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

3# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

4# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

6# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

5# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

5# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

3# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

4# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

w# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

E# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

O# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

F# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

># Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

<# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

<# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

E# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

O# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

F# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

0# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

6# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

5# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

5# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

3# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

4# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

E# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

O# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

F# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

## Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

M# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

v# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

;# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

.# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

># Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

># Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

># Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

v# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

.# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

1# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

7# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

7# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

7# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

0# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

7# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

5# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

5# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

w# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

w# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

w# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

=# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

0# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

=# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

0# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

C# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

.# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

\# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

E# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

N# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

V# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

P# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

A# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

T# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

H# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

=# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

\# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

U# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

S# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

E# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

R# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

6# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

5# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

5# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

3# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

4# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

6# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

5# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

5# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

3# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

4# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

\# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

W# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

O# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

R# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

K# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

D# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

I# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

R# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

w# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

\# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

C# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

M# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

D# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

[# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

,# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

,# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

2# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

1# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

4# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

7# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

4# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

8# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

3# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

6# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

4# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

7# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

]# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

\# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

L# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

A# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

B# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

E# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

L# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

.# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

=# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

\# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

># Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

&# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

2# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

## Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

S# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

w# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

,# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

w# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

w# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

.# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

!# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

=# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

w# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

.# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

.# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

w# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

S# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

1# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

+# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

1# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

2# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

># Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

&# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

1# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

[# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

[# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

!# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

=# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

2# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

]# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

]# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

;# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

># Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

v# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

2# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

># Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

&# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

1# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

## Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

D# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

(# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

v# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

)# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

.# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

{# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

{# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

.# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

R# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

y# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

}# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

}# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

:# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

{# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

{# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

.# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

T# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

}# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

}# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

w# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

I# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

F# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

S# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

=# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

;# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

[# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

[# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

=# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

=# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

]# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

]# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

&# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

&# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

k# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

># Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

v# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

2# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

># Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

&# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

1# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

&# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

&# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

v# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

l# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

|# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

u# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

%# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

\# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

># Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

c# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

h# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

_# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

/# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

d# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

b# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

o# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

x# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

-# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

m# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

e# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

p# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

r# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

i# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

f# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

%# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

s# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

\# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

n# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

'# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

 # Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

$# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

t# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

a# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

g# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

"# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>


# Images of other inputs are kept: another checkout sharing this engine may be using one.
# Remove them with: docker image ls harness-bench-sandbox; docker image rm <tag>

