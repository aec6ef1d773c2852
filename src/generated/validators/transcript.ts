// Generated from src/transcript/schema.ts by scripts/validators.ts (`npm run generate`); do not edit by hand.
// ajv 8.20.0 standalone code, options {"allErrors":true,"discriminator":true,"allowUnionTypes":true,"strict":true}.
// @ts-nocheck
import type { ValidateFunction } from 'ajv';

const ucs2length = function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
};
const schema11 = {"$id":"https://vessel-kit.dev/schemas/transcript.schema.json","title":"Vessel transcript envelope","description":"application/vnd.astralvessel.transcript+json (transcript-format.txt; CONTRACT.md D15). Pairing of tool calls and image content are checked by `vessel-kit validate`, not by this schema.","type":"object","required":["version","messages"],"properties":{"version":{"const":1,"type":"number"},"messages":{"maxItems":2000,"type":"array","items":{"type":"object","discriminator":{"propertyName":"role"},"oneOf":[{"additionalProperties":false,"type":"object","required":["role","content"],"properties":{"role":{"const":"user","type":"string"},"content":{"type":["string","array"],"items":{"type":"object","discriminator":{"propertyName":"type"},"oneOf":[{"additionalProperties":false,"type":"object","required":["type","text"],"properties":{"type":{"const":"text","type":"string"},"text":{"type":"string"}}},{"additionalProperties":false,"type":"object","required":["type","image_url"],"properties":{"type":{"const":"image_url","type":"string"},"image_url":{"additionalProperties":false,"type":"object","required":["url"],"properties":{"url":{"type":"string"},"detail":{"anyOf":[{"const":"auto","type":"string"},{"const":"low","type":"string"},{"const":"high","type":"string"}]}}}}}]},"minItems":1}}},{"additionalProperties":false,"type":"object","required":["role"],"properties":{"role":{"const":"assistant","type":"string"},"content":{"anyOf":[{"type":"string"},{"type":"null"}]},"tool_calls":{"type":"array","items":{"additionalProperties":false,"type":"object","required":["id","type","function"],"properties":{"id":{"minLength":1,"type":"string"},"type":{"const":"function","type":"string"},"function":{"additionalProperties":false,"type":"object","required":["name","arguments"],"properties":{"name":{"type":"string"},"arguments":{"type":"string"}}}}}},"reasoning_content":{"type":"string"}}},{"additionalProperties":false,"type":"object","required":["role","tool_call_id","content"],"properties":{"role":{"const":"tool","type":"string"},"tool_call_id":{"type":"string"},"content":{"type":"string"}}}]}}}};
const func2 = ucs2length;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://vessel-kit.dev/schemas/transcript.schema.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.version === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.messages === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "messages"},message:"must have required property '"+"messages"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.version !== undefined){
let data0 = data.version;
if(!((typeof data0 == "number") && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(1 !== data0){
const err3 = {instancePath:instancePath+"/version",schemaPath:"#/properties/version/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.messages !== undefined){
let data1 = data.messages;
if(Array.isArray(data1)){
if(data1.length > 2000){
const err4 = {instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/maxItems",keyword:"maxItems",params:{limit: 2000},message:"must NOT have more than 2000 items"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
const tag0 = data2.role;
if(typeof tag0 == "string"){
if(tag0 === "user"){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.role === undefined){
const err5 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/oneOf/0/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.content === undefined){
const err6 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/oneOf/0/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key0 in data2){
if(!((key0 === "role") || (key0 === "content"))){
const err7 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.role !== undefined){
let data3 = data2.role;
if(typeof data3 !== "string"){
const err8 = {instancePath:instancePath+"/messages/" + i0+"/role",schemaPath:"#/properties/messages/items/oneOf/0/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if("user" !== data3){
const err9 = {instancePath:instancePath+"/messages/" + i0+"/role",schemaPath:"#/properties/messages/items/oneOf/0/properties/role/const",keyword:"const",params:{allowedValue: "user"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.content !== undefined){
let data4 = data2.content;
if((typeof data4 !== "string") && (!(Array.isArray(data4)))){
const err10 = {instancePath:instancePath+"/messages/" + i0+"/content",schemaPath:"#/properties/messages/items/oneOf/0/properties/content/type",keyword:"type",params:{type: schema11.properties.messages.items.oneOf[0].properties.content.type},message:"must be string,array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(Array.isArray(data4)){
if(data4.length < 1){
const err11 = {instancePath:instancePath+"/messages/" + i0+"/content",schemaPath:"#/properties/messages/items/oneOf/0/properties/content/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const len1 = data4.length;
for(let i1=0; i1<len1; i1++){
let data5 = data4[i1];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
const tag1 = data5.type;
if(typeof tag1 == "string"){
if(tag1 === "text"){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.type === undefined){
const err12 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1,schemaPath:"#/properties/messages/items/oneOf/0/properties/content/items/oneOf/0/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data5.text === undefined){
const err13 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1,schemaPath:"#/properties/messages/items/oneOf/0/properties/content/items/oneOf/0/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key1 in data5){
if(!((key1 === "type") || (key1 === "text"))){
const err14 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1,schemaPath:"#/properties/messages/items/oneOf/0/properties/content/items/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data5.type !== undefined){
let data6 = data5.type;
if(typeof data6 !== "string"){
const err15 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1+"/type",schemaPath:"#/properties/messages/items/oneOf/0/properties/content/items/oneOf/0/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if("text" !== data6){
const err16 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1+"/type",schemaPath:"#/properties/messages/items/oneOf/0/properties/content/items/oneOf/0/properties/type/const",keyword:"const",params:{allowedValue: "text"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data5.text !== undefined){
if(typeof data5.text !== "string"){
const err17 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1+"/text",schemaPath:"#/properties/messages/items/oneOf/0/properties/content/items/oneOf/0/properties/text/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1,schemaPath:"#/properties/messages/items/oneOf/0/properties/content/items/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else if(tag1 === "image_url"){
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.type === undefined){
const err19 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1,schemaPath:"#/properties/messages/items/oneOf/0/properties/content/items/oneOf/1/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data5.image_url === undefined){
const err20 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1,schemaPath:"#/properties/messages/items/oneOf/0/properties/content/items/oneOf/1/required",keyword:"required",params:{missingProperty: "image_url"},message:"must have required property '"+"image_url"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
for(const key2 in data5){
if(!((key2 === "type") || (key2 === "image_url"))){
const err21 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1,schemaPath:"#/properties/messages/items/oneOf/0/properties/content/items/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data5.type !== undefined){
let data8 = data5.type;
if(typeof data8 !== "string"){
const err22 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1+"/type",schemaPath:"#/properties/messages/items/oneOf/0/properties/content/items/oneOf/1/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if("image_url" !== data8){
const err23 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1+"/type",schemaPath:"#/properties/messages/items/oneOf/0/properties/content/items/oneOf/1/properties/type/const",keyword:"const",params:{allowedValue: "image_url"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data5.image_url !== undefined){
let data9 = data5.image_url;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.url === undefined){
const err24 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1+"/image_url",schemaPath:"#/properties/messages/items/oneOf/0/properties/content/items/oneOf/1/properties/image_url/required",keyword:"required",params:{missingProperty: "url"},message:"must have required property '"+"url"+"'"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
for(const key3 in data9){
if(!((key3 === "url") || (key3 === "detail"))){
const err25 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1+"/image_url",schemaPath:"#/properties/messages/items/oneOf/0/properties/content/items/oneOf/1/properties/image_url/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data9.url !== undefined){
if(typeof data9.url !== "string"){
const err26 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1+"/image_url/url",schemaPath:"#/properties/messages/items/oneOf/0/properties/content/items/oneOf/1/properties/image_url/properties/url/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data9.detail !== undefined){
let data11 = data9.detail;
const _errs36 = errors;
let valid14 = false;
const _errs37 = errors;
if(typeof data11 !== "string"){
const err27 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1+"/image_url/detail",schemaPath:"#/properties/messages/items/oneOf/0/properties/content/items/oneOf/1/properties/image_url/properties/detail/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if("auto" !== data11){
const err28 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1+"/image_url/detail",schemaPath:"#/properties/messages/items/oneOf/0/properties/content/items/oneOf/1/properties/image_url/properties/detail/anyOf/0/const",keyword:"const",params:{allowedValue: "auto"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid0 = _errs37 === errors;
valid14 = valid14 || _valid0;
if(!valid14){
const _errs39 = errors;
if(typeof data11 !== "string"){
const err29 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1+"/image_url/detail",schemaPath:"#/properties/messages/items/oneOf/0/properties/content/items/oneOf/1/properties/image_url/properties/detail/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if("low" !== data11){
const err30 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1+"/image_url/detail",schemaPath:"#/properties/messages/items/oneOf/0/properties/content/items/oneOf/1/properties/image_url/properties/detail/anyOf/1/const",keyword:"const",params:{allowedValue: "low"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
var _valid0 = _errs39 === errors;
valid14 = valid14 || _valid0;
if(!valid14){
const _errs41 = errors;
if(typeof data11 !== "string"){
const err31 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1+"/image_url/detail",schemaPath:"#/properties/messages/items/oneOf/0/properties/content/items/oneOf/1/properties/image_url/properties/detail/anyOf/2/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if("high" !== data11){
const err32 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1+"/image_url/detail",schemaPath:"#/properties/messages/items/oneOf/0/properties/content/items/oneOf/1/properties/image_url/properties/detail/anyOf/2/const",keyword:"const",params:{allowedValue: "high"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
var _valid0 = _errs41 === errors;
valid14 = valid14 || _valid0;
}
}
if(!valid14){
const err33 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1+"/image_url/detail",schemaPath:"#/properties/messages/items/oneOf/0/properties/content/items/oneOf/1/properties/image_url/properties/detail/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
else {
errors = _errs36;
if(vErrors !== null){
if(_errs36){
vErrors.length = _errs36;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err34 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1+"/image_url",schemaPath:"#/properties/messages/items/oneOf/0/properties/content/items/oneOf/1/properties/image_url/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
else {
const err35 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1,schemaPath:"#/properties/messages/items/oneOf/0/properties/content/items/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1,schemaPath:"#/properties/messages/items/oneOf/0/properties/content/items/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "type", tagValue: tag1},message:"value of tag \"type\" must be in oneOf"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1,schemaPath:"#/properties/messages/items/oneOf/0/properties/content/items/discriminator",keyword:"discriminator",params:{error: "tag", tag: "type", tagValue: tag1},message:"tag \"type\" must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
else {
const err38 = {instancePath:instancePath+"/messages/" + i0+"/content/" + i1,schemaPath:"#/properties/messages/items/oneOf/0/properties/content/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
}
}
else {
const err39 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else if(tag0 === "assistant"){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.role === undefined){
const err40 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/oneOf/1/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
for(const key4 in data2){
if(!((((key4 === "role") || (key4 === "content")) || (key4 === "tool_calls")) || (key4 === "reasoning_content"))){
const err41 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data2.role !== undefined){
let data12 = data2.role;
if(typeof data12 !== "string"){
const err42 = {instancePath:instancePath+"/messages/" + i0+"/role",schemaPath:"#/properties/messages/items/oneOf/1/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
if("assistant" !== data12){
const err43 = {instancePath:instancePath+"/messages/" + i0+"/role",schemaPath:"#/properties/messages/items/oneOf/1/properties/role/const",keyword:"const",params:{allowedValue: "assistant"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data2.content !== undefined){
let data13 = data2.content;
const _errs49 = errors;
let valid17 = false;
const _errs50 = errors;
if(typeof data13 !== "string"){
const err44 = {instancePath:instancePath+"/messages/" + i0+"/content",schemaPath:"#/properties/messages/items/oneOf/1/properties/content/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid1 = _errs50 === errors;
valid17 = valid17 || _valid1;
if(!valid17){
const _errs52 = errors;
if(data13 !== null){
const err45 = {instancePath:instancePath+"/messages/" + i0+"/content",schemaPath:"#/properties/messages/items/oneOf/1/properties/content/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid1 = _errs52 === errors;
valid17 = valid17 || _valid1;
}
if(!valid17){
const err46 = {instancePath:instancePath+"/messages/" + i0+"/content",schemaPath:"#/properties/messages/items/oneOf/1/properties/content/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
else {
errors = _errs49;
if(vErrors !== null){
if(_errs49){
vErrors.length = _errs49;
}
else {
vErrors = null;
}
}
}
}
if(data2.tool_calls !== undefined){
let data14 = data2.tool_calls;
if(Array.isArray(data14)){
const len2 = data14.length;
for(let i2=0; i2<len2; i2++){
let data15 = data14[i2];
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
if(data15.id === undefined){
const err47 = {instancePath:instancePath+"/messages/" + i0+"/tool_calls/" + i2,schemaPath:"#/properties/messages/items/oneOf/1/properties/tool_calls/items/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data15.type === undefined){
const err48 = {instancePath:instancePath+"/messages/" + i0+"/tool_calls/" + i2,schemaPath:"#/properties/messages/items/oneOf/1/properties/tool_calls/items/required",keyword:"required",params:{missingProperty: "type"},message:"must have required property '"+"type"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data15.function === undefined){
const err49 = {instancePath:instancePath+"/messages/" + i0+"/tool_calls/" + i2,schemaPath:"#/properties/messages/items/oneOf/1/properties/tool_calls/items/required",keyword:"required",params:{missingProperty: "function"},message:"must have required property '"+"function"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
for(const key5 in data15){
if(!(((key5 === "id") || (key5 === "type")) || (key5 === "function"))){
const err50 = {instancePath:instancePath+"/messages/" + i0+"/tool_calls/" + i2,schemaPath:"#/properties/messages/items/oneOf/1/properties/tool_calls/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
if(data15.id !== undefined){
let data16 = data15.id;
if(typeof data16 === "string"){
if(func2(data16) < 1){
const err51 = {instancePath:instancePath+"/messages/" + i0+"/tool_calls/" + i2+"/id",schemaPath:"#/properties/messages/items/oneOf/1/properties/tool_calls/items/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/messages/" + i0+"/tool_calls/" + i2+"/id",schemaPath:"#/properties/messages/items/oneOf/1/properties/tool_calls/items/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data15.type !== undefined){
let data17 = data15.type;
if(typeof data17 !== "string"){
const err53 = {instancePath:instancePath+"/messages/" + i0+"/tool_calls/" + i2+"/type",schemaPath:"#/properties/messages/items/oneOf/1/properties/tool_calls/items/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if("function" !== data17){
const err54 = {instancePath:instancePath+"/messages/" + i0+"/tool_calls/" + i2+"/type",schemaPath:"#/properties/messages/items/oneOf/1/properties/tool_calls/items/properties/type/const",keyword:"const",params:{allowedValue: "function"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
if(data15.function !== undefined){
let data18 = data15.function;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
if(data18.name === undefined){
const err55 = {instancePath:instancePath+"/messages/" + i0+"/tool_calls/" + i2+"/function",schemaPath:"#/properties/messages/items/oneOf/1/properties/tool_calls/items/properties/function/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(data18.arguments === undefined){
const err56 = {instancePath:instancePath+"/messages/" + i0+"/tool_calls/" + i2+"/function",schemaPath:"#/properties/messages/items/oneOf/1/properties/tool_calls/items/properties/function/required",keyword:"required",params:{missingProperty: "arguments"},message:"must have required property '"+"arguments"+"'"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
for(const key6 in data18){
if(!((key6 === "name") || (key6 === "arguments"))){
const err57 = {instancePath:instancePath+"/messages/" + i0+"/tool_calls/" + i2+"/function",schemaPath:"#/properties/messages/items/oneOf/1/properties/tool_calls/items/properties/function/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
if(data18.name !== undefined){
if(typeof data18.name !== "string"){
const err58 = {instancePath:instancePath+"/messages/" + i0+"/tool_calls/" + i2+"/function/name",schemaPath:"#/properties/messages/items/oneOf/1/properties/tool_calls/items/properties/function/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(data18.arguments !== undefined){
if(typeof data18.arguments !== "string"){
const err59 = {instancePath:instancePath+"/messages/" + i0+"/tool_calls/" + i2+"/function/arguments",schemaPath:"#/properties/messages/items/oneOf/1/properties/tool_calls/items/properties/function/properties/arguments/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
}
else {
const err60 = {instancePath:instancePath+"/messages/" + i0+"/tool_calls/" + i2+"/function",schemaPath:"#/properties/messages/items/oneOf/1/properties/tool_calls/items/properties/function/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
else {
const err61 = {instancePath:instancePath+"/messages/" + i0+"/tool_calls/" + i2,schemaPath:"#/properties/messages/items/oneOf/1/properties/tool_calls/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
}
else {
const err62 = {instancePath:instancePath+"/messages/" + i0+"/tool_calls",schemaPath:"#/properties/messages/items/oneOf/1/properties/tool_calls/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
if(data2.reasoning_content !== undefined){
if(typeof data2.reasoning_content !== "string"){
const err63 = {instancePath:instancePath+"/messages/" + i0+"/reasoning_content",schemaPath:"#/properties/messages/items/oneOf/1/properties/reasoning_content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
else {
const err64 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else if(tag0 === "tool"){
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.role === undefined){
const err65 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/oneOf/2/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data2.tool_call_id === undefined){
const err66 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/oneOf/2/required",keyword:"required",params:{missingProperty: "tool_call_id"},message:"must have required property '"+"tool_call_id"+"'"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(data2.content === undefined){
const err67 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/oneOf/2/required",keyword:"required",params:{missingProperty: "content"},message:"must have required property '"+"content"+"'"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
for(const key7 in data2){
if(!(((key7 === "role") || (key7 === "tool_call_id")) || (key7 === "content"))){
const err68 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/oneOf/2/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
if(data2.role !== undefined){
let data22 = data2.role;
if(typeof data22 !== "string"){
const err69 = {instancePath:instancePath+"/messages/" + i0+"/role",schemaPath:"#/properties/messages/items/oneOf/2/properties/role/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if("tool" !== data22){
const err70 = {instancePath:instancePath+"/messages/" + i0+"/role",schemaPath:"#/properties/messages/items/oneOf/2/properties/role/const",keyword:"const",params:{allowedValue: "tool"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(data2.tool_call_id !== undefined){
if(typeof data2.tool_call_id !== "string"){
const err71 = {instancePath:instancePath+"/messages/" + i0+"/tool_call_id",schemaPath:"#/properties/messages/items/oneOf/2/properties/tool_call_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
if(data2.content !== undefined){
if(typeof data2.content !== "string"){
const err72 = {instancePath:instancePath+"/messages/" + i0+"/content",schemaPath:"#/properties/messages/items/oneOf/2/properties/content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
else {
const err73 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/oneOf/2/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/discriminator",keyword:"discriminator",params:{error: "mapping", tag: "role", tagValue: tag0},message:"value of tag \"role\" must be in oneOf"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
else {
const err75 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/discriminator",keyword:"discriminator",params:{error: "tag", tag: "role", tagValue: tag0},message:"tag \"role\" must be string"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
else {
const err76 = {instancePath:instancePath+"/messages/" + i0,schemaPath:"#/properties/messages/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
}
else {
const err77 = {instancePath:instancePath+"/messages",schemaPath:"#/properties/messages/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
export const validate = validate10 as unknown as ValidateFunction;
